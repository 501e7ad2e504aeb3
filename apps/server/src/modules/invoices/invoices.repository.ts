import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TLineRow } from '@craftwork/domain/billing/lines';
import type { TInvoiceStatus } from '@craftwork/domain/billing/transitions';
import type { DbOrTx } from '../../db/client.ts';
import {
  companies,
  craftRecords,
  customerLocations,
  customers,
  estimates,
  invoiceLines,
  invoices,
  pricebookItems,
} from '../../db/schema.ts';

const SUMMARY = {
  id: invoices.id,
  number: invoices.number,
  status: invoices.status,
  customerId: invoices.customerId,
  customerName: customers.name,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  subtotalCents: invoices.subtotalCents,
  taxCents: invoices.taxCents,
  totalCents: invoices.totalCents,
  paidCents: invoices.paidCents,
  paidDate: invoices.paidDate,
  estimateId: invoices.estimateId,
  estimateNumber: estimates.number,
};

export type InvoiceSummaryRow = {
  id: string;
  number: number | null;
  status: TInvoiceStatus;
  customerId: string;
  customerName: string;
  issueDate: string;
  dueDate: string;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  paidCents: number;
  paidDate: string | null;
  estimateId: string | null;
  estimateNumber: number | null;
};

export type InvoiceListFilter = {
  /** A number typed as "INV-0003" or "3". */
  number: number | null;
  /** Customer name text (the search when it is not a number). */
  text: string;
  statuses: TInvoiceStatus[] | null;
  /** Sent and due before this site day. */
  dueBefore: string | null;
  customerId: string | null;
};

const LIKE_SPECIALS = /[\\%_]/g;

/** A site's invoices, newest number first. */
export async function invoiceList(
  db: DbOrTx,
  siteKey: string,
  filter: InvoiceListFilter,
  limit: number,
): Promise<InvoiceSummaryRow[]> {
  const where: SQL[] = [eq(invoices.siteKey, siteKey)];
  if (filter.customerId) where.push(eq(invoices.customerId, filter.customerId));
  if (filter.statuses) where.push(inArray(invoices.status, filter.statuses));
  if (filter.dueBefore) where.push(sql`${invoices.dueDate} < ${filter.dueBefore}`);
  const text = filter.text.trim();
  if (text) {
    const like = ilike(customers.name, `%${text.replace(LIKE_SPECIALS, (c) => `\\${c}`)}%`);
    where.push(
      filter.number === null ? like : (or(like, eq(invoices.number, filter.number)) as SQL),
    );
  }
  return db
    .select(SUMMARY)
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .leftJoin(estimates, eq(estimates.id, invoices.estimateId))
    .where(and(...where))
    .orderBy(desc(invoices.number))
    .limit(limit);
}

/** One invoice of the site with what its page shows; undefined when it is not there. */
export async function invoiceRow(db: DbOrTx, siteKey: string, id: string) {
  const [row] = await db
    .select({
      ...SUMMARY,
      customerLocationId: invoices.customerLocationId,
      customerLocationAddress: customerLocations.fullAddress,
      customerEmail: customers.email,
      notes: invoices.notes,
      netDays: invoices.netDays,
      taxRateBp: invoices.taxRateBp,
      taxExempt: invoices.taxExempt,
      sentAt: invoices.sentAt,
      sentTo: invoices.sentTo,
      voidedAt: invoices.voidedAt,
      craftRecordId: invoices.craftRecordId,
    })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .leftJoin(estimates, eq(estimates.id, invoices.estimateId))
    .leftJoin(customerLocations, eq(customerLocations.id, invoices.customerLocationId))
    .where(and(eq(invoices.siteKey, siteKey), eq(invoices.id, id)));
  return row;
}

/** The invoice's row locked for a change in the caller's transaction. */
export async function lockInvoice(tx: DbOrTx, siteKey: string, id: string) {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.siteKey, siteKey), eq(invoices.id, id)))
    .for('update');
  return row;
}

const LINE = {
  id: invoiceLines.id,
  position: invoiceLines.position,
  pricebookItemId: invoiceLines.pricebookItemId,
  name: invoiceLines.name,
  description: invoiceLines.description,
  unit: invoiceLines.unit,
  quantityMilli: invoiceLines.quantityMilli,
  unitPriceCents: invoiceLines.unitPriceCents,
  discountCents: invoiceLines.discountCents,
  taxable: invoiceLines.taxable,
  amountCents: invoiceLines.amountCents,
  taskId: invoiceLines.taskId,
};

export function invoiceLineRows(db: DbOrTx, invoiceId: string): Promise<TLineRow[]> {
  return db
    .select(LINE)
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

export type NewInvoiceLine = Omit<TLineRow, 'taskId'> & { taskId: string | null };

/** Replaces an invoice's lines with these. */
export async function replaceInvoiceLines(
  tx: DbOrTx,
  invoiceId: string,
  lines: readonly NewInvoiceLine[],
): Promise<void> {
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  if (lines.length) await tx.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoiceId })));
}

export async function insertInvoice(tx: DbOrTx, row: typeof invoices.$inferInsert) {
  await tx.insert(invoices).values(row);
}

export async function updateInvoice(
  tx: DbOrTx,
  id: string,
  change: Partial<typeof invoices.$inferInsert>,
) {
  await tx.update(invoices).set(change).where(eq(invoices.id, id));
}

/** The live (not void) invoice made from an estimate, if any. */
export async function liveInvoiceOfEstimate(db: DbOrTx, siteKey: string, estimateId: string) {
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(
      and(
        eq(invoices.siteKey, siteKey),
        eq(invoices.estimateId, estimateId),
        sql`${invoices.status} <> 'void'`,
      ),
    )
    .orderBy(asc(invoices.number))
    .limit(1);
  return row;
}

/** A live craft record of the site (the rental source). */
export async function siteRecord(db: DbOrTx, siteKey: string, id: string) {
  const [row] = await db
    .select({ id: craftRecords.id, title: craftRecords.title, customerId: craftRecords.customerId })
    .from(craftRecords)
    .where(
      and(
        eq(craftRecords.siteKey, siteKey),
        eq(craftRecords.id, id),
        isNull(craftRecords.deletedAt),
      ),
    );
  return row;
}

/** Active price book items named as one of `names` (case-insensitive), by lower-case name. */
export async function pricebookItemsNamed(db: DbOrTx, siteKey: string, names: string[]) {
  if (!names.length) return new Map<string, PricebookMatch>();
  const lowered = [...new Set(names.map((n) => n.toLowerCase()))];
  const rows = await db
    .select({
      id: pricebookItems.id,
      name: pricebookItems.name,
      unit: pricebookItems.unit,
      unitPriceCents: pricebookItems.unitPriceCents,
      taxable: pricebookItems.taxable,
      craftType: pricebookItems.craftType,
    })
    .from(pricebookItems)
    .where(
      and(
        eq(pricebookItems.siteKey, siteKey),
        eq(pricebookItems.active, true),
        inArray(sql<string>`lower(${pricebookItems.name})`, lowered),
      ),
    );
  return new Map(rows.map((r) => [r.name.toLowerCase(), r]));
}

export type PricebookMatch = {
  id: string;
  name: string;
  unit: string;
  unitPriceCents: number;
  taxable: boolean;
  craftType: number | null;
};

/** A company's name on the site (the managing company an invoice's remit-to block names). */
export async function siteCompanyName(db: DbOrTx, siteKey: string, id: string) {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(and(eq(companies.siteKey, siteKey), eq(companies.id, id)));
  return row?.name ?? null;
}
