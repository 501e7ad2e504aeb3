import { describe, expect, it } from 'vitest';
import {
  amountPaid,
  balanceDue,
  firesInvoicePaid,
  PAYMENT_MESSAGES,
  paymentRefusal,
  statusAfterPayments,
  takesPayment,
  typedPaymentAmount,
  ZRecordPaymentInput,
} from './payments.ts';
import { INVOICE_STATUSES, type TInvoiceStatus } from './transitions.ts';

const live = (amountCents: number) => ({ amountCents, voidedAt: null });
const voided = (amountCents: number) => ({ amountCents, voidedAt: '2026-03-02T10:00:00.000Z' });

describe('amountPaid sums the live payments only', () => {
  it.each([
    [[], 0, 'no payments'],
    [[live(1000)], 1000, 'one payment'],
    [[live(1000), live(58_500)], 59_500, 'two payments'],
    [[live(1000), voided(58_500)], 1000, 'a voided payment counts nothing'],
    [[voided(1000)], 0, 'only a voided payment'],
  ])('%j → %i (%s)', (payments, expected, _why) => {
    expect(amountPaid(payments)).toBe(expected);
  });
});

describe('balanceDue is the total less what is paid', () => {
  it.each([
    [59_500, 0, 59_500],
    [59_500, 1000, 58_500],
    [59_500, 59_500, 0],
    [59_500, 59_501, 0],
    [0, 0, 0],
  ])('total %i, paid %i → %i', (total, paid, expected) => {
    expect(balanceDue(total, paid)).toBe(expected);
  });
});

describe('statusAfterPayments', () => {
  it.each([
    ['sent', 59_500, 0, 'sent', 'nothing paid'],
    ['sent', 59_500, 1000, 'partially_paid', 'part paid: a balance is left'],
    ['partially_paid', 59_500, 59_499, 'partially_paid', 'one cent left'],
    ['partially_paid', 59_500, 59_500, 'paid', 'the balance reaches zero'],
    ['sent', 59_500, 59_500, 'paid', 'paid in one'],
    ['paid', 59_500, 58_500, 'partially_paid', 'a payment voided: part paid again'],
    ['paid', 59_500, 0, 'sent', 'every payment voided'],
    ['partially_paid', 59_500, 0, 'sent', 'the only payment voided'],
    ['sent', 0, 0, 'sent', 'a zero total with nothing paid stays sent'],
    ['draft', 59_500, 0, 'draft', 'a draft keeps its status'],
    ['void', 59_500, 0, 'void', 'a void invoice keeps its status'],
  ] as const)('%s, total %i, paid %i → %s (%s)', (status, total, paid, expected, _why) => {
    expect(statusAfterPayments(status, total, paid)).toBe(expected);
  });
});

describe('takesPayment: only sent and partially paid invoices', () => {
  const expected: Record<TInvoiceStatus, boolean> = {
    draft: false,
    sent: true,
    partially_paid: true,
    paid: false,
    void: false,
  };
  it.each(INVOICE_STATUSES.map((s) => [s, expected[s]] as const))('%s → %s', (status, takes) => {
    expect(takesPayment(status)).toBe(takes);
  });
});

describe('paymentRefusal', () => {
  it.each([
    ['sent', 59_500, 0, 1000, null, 'part of a sent invoice'],
    ['sent', 59_500, 0, 59_500, null, 'all of it'],
    ['partially_paid', 59_500, 1000, 58_500, null, 'exactly the balance'],
    [
      'partially_paid',
      59_500,
      1000,
      58_501,
      'This is more than the balance due of $585.00. Enter at most $585.00.',
      'one cent over the balance',
    ],
    [
      'sent',
      59_500,
      0,
      60_000,
      'This is more than the balance due of $595.00. Enter at most $595.00.',
      'more than the total',
    ],
    ['sent', 0, 0, 1, 'This invoice has no balance due.', 'a zero total'],
    ['paid', 59_500, 59_500, 1, PAYMENT_MESSAGES.notPayable, 'a paid invoice'],
    ['draft', 59_500, 0, 1000, PAYMENT_MESSAGES.notPayable, 'a draft'],
    ['void', 59_500, 0, 1000, PAYMENT_MESSAGES.notPayable, 'a void invoice'],
  ] as const)(
    '%s total %i paid %i, paying %i → %s (%s)',
    (status, totalCents, paidCents, amount, expected, _why) => {
      expect(paymentRefusal({ status, totalCents, paidCents }, amount)).toBe(expected);
    },
  );

  it('names the exact refusal text', () => {
    expect(PAYMENT_MESSAGES.notPayable).toBe(
      'Only a sent or partially paid invoice can take a payment.',
    );
  });
});

describe('firesInvoicePaid: only the move into Paid', () => {
  const pairs = INVOICE_STATUSES.flatMap((before) =>
    INVOICE_STATUSES.map(
      (after) => [before, after, before !== 'paid' && after === 'paid'] as const,
    ),
  );
  it.each(pairs)('%s → %s: %s', (before, after, fires) => {
    expect(firesInvoicePaid(before, after)).toBe(fires);
  });
});

describe('typedPaymentAmount (whole cents, never rounded)', () => {
  it.each([
    ['10', 59_500, { cents: 1000 }],
    ['1,000.50', 200_000, { cents: 100_050 }],
    ['$585.00', 58_500, { cents: 58_500 }],
    ['0.01', 1, { cents: 1 }],
    ['10.005', 59_500, { error: PAYMENT_MESSAGES.amountDecimals }],
    ['', 59_500, { error: PAYMENT_MESSAGES.amount }],
    ['abc', 59_500, { error: PAYMENT_MESSAGES.amount }],
    ['0', 59_500, { error: PAYMENT_MESSAGES.amount }],
    ['-5', 59_500, { error: PAYMENT_MESSAGES.amount }],
    ['585.01', 58_500, { error: PAYMENT_MESSAGES.overpayment(58_500) }],
  ])('%j with %i due → %j', (text, balance, expected) => {
    expect(typedPaymentAmount(text, balance)).toEqual(expected);
  });
});

describe('ZRecordPaymentInput', () => {
  const base = { id: 'inv-1', amountCents: 1000, paidDate: '2026-03-02' };
  it('defaults the method to Other and the reference to empty', () => {
    expect(ZRecordPaymentInput.parse(base)).toEqual({ ...base, method: 'other', reference: '' });
  });
  it.each([
    [{ amountCents: 10.5 }, PAYMENT_MESSAGES.amountDecimals, 'a fraction of a cent'],
    [{ amountCents: 0 }, PAYMENT_MESSAGES.amount, 'zero'],
    [{ amountCents: 1_000_000_000 }, PAYMENT_MESSAGES.amount, 'past $9,999,999.99'],
    [{ paidDate: '03/02/2026' }, PAYMENT_MESSAGES.date, 'not a day'],
    [{ reference: 'x'.repeat(201) }, null, 'a reference past 200 characters'],
    [{ method: 'barter' }, null, 'an unknown method'],
  ])('%j is refused (%s)', (change, message, _why) => {
    const result = ZRecordPaymentInput.safeParse({ ...base, ...change });
    expect(result.success).toBe(false);
    if (message !== null) expect(result.error?.issues[0]?.message).toBe(message);
  });
});
