import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TInvoicePayment } from '@craftwork/domain/billing/payments';
import type { DbOrTx } from '../../db/client.ts';
import { invoicePayments, users } from '../../db/schema.ts';

const recorder = alias(users, 'payment_recorder');
const voider = alias(users, 'payment_voider');

/** An invoice's payments, voided ones included, oldest first. */
export async function paymentsOfInvoice(db: DbOrTx, invoiceId: string): Promise<TInvoicePayment[]> {
  const rows = await db
    .select({
      id: invoicePayments.id,
      paidDate: invoicePayments.paidDate,
      amountCents: invoicePayments.amountCents,
      method: invoicePayments.method,
      reference: invoicePayments.reference,
      recordedByName: recorder.name,
      recordedAt: invoicePayments.recordedAt,
      voidedAt: invoicePayments.voidedAt,
      voidedByName: voider.name,
    })
    .from(invoicePayments)
    .leftJoin(recorder, eq(recorder.id, invoicePayments.recordedBy))
    .leftJoin(voider, eq(voider.id, invoicePayments.voidedBy))
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.paidDate), asc(invoicePayments.recordedAt));
  return rows.map((r) => ({
    ...r,
    recordedAt: r.recordedAt.toISOString(),
    voidedAt: r.voidedAt?.toISOString() ?? null,
  }));
}

/** The sum of an invoice's live payments (in the caller's transaction, after its lock). */
export async function livePaymentsSum(tx: DbOrTx, invoiceId: string): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${invoicePayments.amountCents}), 0)` })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.invoiceId, invoiceId), isNull(invoicePayments.voidedAt)));
  return Number(row?.sum ?? 0);
}

export async function insertPayment(tx: DbOrTx, row: typeof invoicePayments.$inferInsert) {
  await tx.insert(invoicePayments).values(row);
}

/** A payment of the invoice (of the site), locked for the caller's transaction. */
export async function lockPayment(
  tx: DbOrTx,
  siteKey: string,
  invoiceId: string,
  paymentId: string,
) {
  const [row] = await tx
    .select()
    .from(invoicePayments)
    .where(
      and(
        eq(invoicePayments.siteKey, siteKey),
        eq(invoicePayments.invoiceId, invoiceId),
        eq(invoicePayments.id, paymentId),
      ),
    )
    .for('update');
  return row;
}

export async function markPaymentVoided(tx: DbOrTx, id: string, userId: string | null, now: Date) {
  await tx
    .update(invoicePayments)
    .set({ voidedAt: now, voidedBy: userId })
    .where(eq(invoicePayments.id, id));
}
