import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { INVOICE_MESSAGES } from '@craftwork/domain/billing/invoices';
import {
  balanceDue,
  firesInvoicePaid,
  PAYMENT_MESSAGES,
  paymentRefusal,
  statusAfterPayments,
  takesPayment,
  type ZRecordPaymentInput,
  type ZVoidPaymentInput,
} from '@craftwork/domain/billing/payments';
import type { TInvoiceStatus } from '@craftwork/domain/billing/transitions';
import { isCalendarDay } from '@craftwork/domain/inventory/rental-days';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import { lockInvoice, updateInvoice } from './invoices.repository.ts';
import {
  insertPayment,
  livePaymentsSum,
  lockPayment,
  markPaymentVoided,
} from './payments.repository.ts';
import {
  invoiceNumber,
  recordInvoiceChange,
  siteToday,
  type InvoiceServices,
} from './invoice-view.ts';

type TRecordPaymentInput = z.output<typeof ZRecordPaymentInput>;
type TVoidPaymentInput = z.output<typeof ZVoidPaymentInput>;
type TLockedInvoice = NonNullable<Awaited<ReturnType<typeof lockInvoice>>>;

/** What a payment change leaves: the invoice's status and amounts. */
export type TPaymentResult = {
  ok: true;
  paymentId: string;
  status: TInvoiceStatus;
  paidCents: number;
  balanceCents: number;
};

async function locked(tx: Transaction, siteKey: string, id: string): Promise<TLockedInvoice> {
  const row = await lockInvoice(tx, siteKey, id);
  if (!row) throw new AppError('NOT_FOUND', INVOICE_MESSAGES.notFound);
  return row;
}

/**
 * Stores the invoice's paid amount and the status it gives; `paidDate` is the day of the payment
 * that brought the balance to zero (kept only while Paid).
 */
async function settle(
  s: InvoiceServices,
  tx: Transaction,
  invoice: TLockedInvoice,
  paidCents: number,
  paidDate: string | null,
  now: Date,
) {
  const status = statusAfterPayments(invoice.status, invoice.totalCents, paidCents);
  await updateInvoice(tx, invoice.id, {
    status,
    paidCents,
    paidDate: status === 'paid' ? (paidDate ?? invoice.paidDate) : null,
    lastModifiedBy: s.scope.userId,
    timestampLastModified: now,
  });
  return status;
}

/**
 * invoices.recordPayment: a payment against a sent or partially paid invoice, never above its
 * balance due. The invoice is Partially paid or, at a zero balance, Paid, and only that move
 * fires `invoice.paid`. The invoice row is locked, so two payments at once cannot both pass the
 * balance check or both fire the event.
 */
export async function recordPayment(
  s: InvoiceServices,
  input: TRecordPaymentInput,
  now = new Date(),
): Promise<TPaymentResult> {
  if (!isCalendarDay(input.paidDate)) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.date);
  if (input.paidDate > siteToday(await s.site(), now))
    throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.futureDate);
  return s.db.transaction(async (tx) => {
    const invoice = await locked(tx, s.scope.siteKey, input.id);
    const paidBefore = await livePaymentsSum(tx, invoice.id);
    const refusal = paymentRefusal(
      { status: invoice.status, totalCents: invoice.totalCents, paidCents: paidBefore },
      input.amountCents,
    );
    if (refusal)
      throw new AppError(takesPayment(invoice.status) ? 'BAD_REQUEST' : 'CONFLICT', refusal);
    const paymentId = randomUUID();
    await insertPayment(tx, {
      id: paymentId,
      siteKey: s.scope.siteKey,
      invoiceId: invoice.id,
      paidDate: input.paidDate,
      amountCents: input.amountCents,
      method: input.method,
      reference: input.reference,
      recordedBy: s.scope.userId,
      recordedAt: now,
    });
    const paidCents = paidBefore + input.amountCents;
    const status = await settle(s, tx, invoice, paidCents, input.paidDate, now);
    const number = invoiceNumber(invoice.number);
    await recordInvoiceChange(tx, s.scope, {
      action: 'paymentRecorded',
      id: invoice.id,
      number,
      before: { status: invoice.status, paidCents: paidBefore },
      after: {
        status,
        paidCents,
        payment: {
          id: paymentId,
          amountCents: input.amountCents,
          paidDate: input.paidDate,
          method: input.method,
          reference: input.reference,
        },
      },
    });
    if (firesInvoicePaid(invoice.status, status))
      await emitWebhookEvent(tx, s.scope.siteKey, 'invoice.paid', {
        invoiceId: invoice.id,
        number,
        customerId: invoice.customerId,
        totalCents: invoice.totalCents,
        paidCents,
        balanceCents: 0,
        paidDate: input.paidDate,
        method: input.method,
        reference: input.reference,
      });
    return {
      ok: true,
      paymentId,
      status,
      paidCents,
      balanceCents: balanceDue(invoice.totalCents, paidCents),
    };
  });
}

/**
 * invoices.voidPayment: the payment stays on the invoice, marked void with who voided it and
 * when; the balance grows back and the invoice is Partially paid or Sent again.
 */
export async function voidPayment(
  s: InvoiceServices,
  input: TVoidPaymentInput,
  now = new Date(),
): Promise<TPaymentResult> {
  return s.db.transaction(async (tx) => {
    const invoice = await locked(tx, s.scope.siteKey, input.id);
    const payment = await lockPayment(tx, s.scope.siteKey, invoice.id, input.paymentId);
    if (!payment) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.notFound);
    if (payment.voidedAt) throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyVoid);
    const paidBefore = await livePaymentsSum(tx, invoice.id);
    await markPaymentVoided(tx, payment.id, s.scope.userId, now);
    const paidCents = paidBefore - payment.amountCents;
    const status = await settle(s, tx, invoice, paidCents, null, now);
    await recordInvoiceChange(tx, s.scope, {
      action: 'paymentVoided',
      id: invoice.id,
      number: invoiceNumber(invoice.number),
      before: { status: invoice.status, paidCents: paidBefore },
      after: {
        status,
        paidCents,
        payment: {
          id: payment.id,
          amountCents: payment.amountCents,
          paidDate: payment.paidDate,
          method: payment.method,
          reference: payment.reference,
        },
      },
    });
    return {
      ok: true,
      paymentId: payment.id,
      status,
      paidCents,
      balanceCents: balanceDue(invoice.totalCents, paidCents),
    };
  });
}
