/**
 * Payments against an invoice (issue 33, decision 195): an invoice holds a list of payments;
 * its balance due is the total less the live (not voided) payments. It is Partially paid while
 * some is paid and a balance is left, Paid when the balance reaches zero, and only that move
 * fires `invoice.paid`. Amounts are whole cents (DECISIONS.md, "Money"): a typed amount with a
 * fraction of a cent is refused, never rounded, and a payment above the balance is refused.
 */
import { z } from 'zod';
import { oneLineText } from '../text/text.ts';
import { TEXT_LIMITS } from '../text/rules.ts';
import { DATE_MESSAGES, isDayInBounds } from '../time/date-bounds.ts';
import { formatMoney, hasSubCentDecimals, MAX_CENTS, parseMoney, type TCents } from './money.ts';
import type { TInvoiceStatus } from './transitions.ts';
import { fillTemplate } from '../i18n/template.ts';

export const PAYMENT_METHODS = ['check', 'bank_transfer', 'card', 'cash', 'other'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<TPaymentMethod, string> = {
  check: 'Check',
  bank_transfer: 'Bank transfer',
  card: 'Card',
  cash: 'Cash',
  other: 'Other',
};

/** The texts of PAYMENT_MESSAGES that carry values, as templates (fillTemplate). */
export const PAYMENT_TEMPLATES = {
  overpayment: 'This is more than the balance due of {balance}. Enter at most {balance}.',
  noBalanceDue: 'This invoice has no balance due.',
} as const;

export const PAYMENT_MESSAGES = {
  amount: 'Enter the amount paid.',
  amountDecimals: 'An amount has at most two decimals (whole cents), such as 10.01.',
  date: 'Enter the date paid.',
  futureDate: 'The date paid cannot be after today.',
  notPayable: 'Only a sent or partially paid invoice can take a payment.',
  overpayment: (balanceCents: TCents) =>
    balanceCents > 0
      ? fillTemplate(PAYMENT_TEMPLATES.overpayment, { balance: formatMoney(balanceCents) })
      : PAYMENT_TEMPLATES.noBalanceDue,
  notFound: 'This payment is not available.',
  alreadyVoid: 'This payment is already void.',
  invoiceHasPayments: 'An invoice with payments cannot be voided. Void its payments first.',
} as const;

const ZId = z.string().min(1).max(TEXT_LIMITS.id);
const ZDay = z
  .string({ error: PAYMENT_MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: PAYMENT_MESSAGES.date })
  .refine(isDayInBounds, { error: DATE_MESSAGES.outOfRange });

/** invoices.recordPayment (and POST /api/v1/invoices/{id}/payment): `id` is the invoice's. */
export const ZRecordPaymentInput = z.object({
  id: ZId,
  amountCents: z
    .number({ error: PAYMENT_MESSAGES.amount })
    .int({ error: PAYMENT_MESSAGES.amountDecimals })
    .min(1, { error: PAYMENT_MESSAGES.amount })
    .max(MAX_CENTS, { error: PAYMENT_MESSAGES.amount }),
  paidDate: ZDay,
  method: z.enum(PAYMENT_METHODS).default('other'),
  reference: oneLineText(TEXT_LIMITS.reference).default(''),
});
export type TRecordPaymentInput = z.input<typeof ZRecordPaymentInput>;

/** invoices.voidPayment: the invoice and its payment. */
export const ZVoidPaymentInput = z.object({ id: ZId, paymentId: ZId });

/** A payment as the invoice page, its PDF and the API show it. */
export type TInvoicePayment = {
  id: string;
  paidDate: string;
  amountCents: TCents;
  method: TPaymentMethod;
  reference: string;
  recordedByName: string | null;
  recordedAt: string;
  voidedAt: string | null;
  voidedByName: string | null;
};

/** The sum of the live (not voided) payments. */
export function amountPaid(
  payments: readonly { amountCents: TCents; voidedAt: unknown }[],
): TCents {
  let sum = 0;
  for (const p of payments) if (p.voidedAt === null) sum += p.amountCents;
  return sum;
}

/** The total less what is paid (never below zero). */
export function balanceDue(totalCents: TCents, paidCents: TCents): TCents {
  return Math.max(0, totalCents - paidCents);
}

/** Whether an invoice in this status takes a payment: sent or partially paid. */
export function takesPayment(status: TInvoiceStatus): boolean {
  return status === 'sent' || status === 'partially_paid';
}

/**
 * An invoice's status once its live payments sum to `paidCents`: a draft or void invoice keeps
 * its status; otherwise Paid at a zero balance (something paid), Partially paid while some is
 * paid and a balance is left, Sent when nothing is.
 */
export function statusAfterPayments(
  status: TInvoiceStatus,
  totalCents: TCents,
  paidCents: TCents,
): TInvoiceStatus {
  if (status === 'draft' || status === 'void') return status;
  if (paidCents <= 0) return 'sent';
  return paidCents >= totalCents ? 'paid' : 'partially_paid';
}

/** Why a payment of `amountCents` is refused; null when it may be recorded. */
export function paymentRefusal(
  invoice: { status: TInvoiceStatus; totalCents: TCents; paidCents: TCents },
  amountCents: TCents,
): string | null {
  if (!takesPayment(invoice.status)) return PAYMENT_MESSAGES.notPayable;
  const balance = balanceDue(invoice.totalCents, invoice.paidCents);
  return amountCents > balance ? PAYMENT_MESSAGES.overpayment(balance) : null;
}

/** `invoice.paid` fires on the move into Paid, and only then (once per time it is paid). */
export function firesInvoicePaid(before: TInvoiceStatus, after: TInvoiceStatus): boolean {
  return before !== 'paid' && after === 'paid';
}

/**
 * The Record payment dialog's amount as typed: cents, or the reason it is refused (empty, not
 * an amount, fractions of a cent, zero, above the balance).
 */
export function typedPaymentAmount(
  text: string,
  balanceCents: TCents,
): { cents: TCents } | { error: string } {
  if (hasSubCentDecimals(text)) return { error: PAYMENT_MESSAGES.amountDecimals };
  const cents = parseMoney(text);
  if (cents === null || cents < 1 || cents > MAX_CENTS) return { error: PAYMENT_MESSAGES.amount };
  if (cents > balanceCents) return { error: PAYMENT_MESSAGES.overpayment(balanceCents) };
  return { cents };
}
