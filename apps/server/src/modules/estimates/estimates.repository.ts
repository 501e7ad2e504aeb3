import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { TLine, TLineRow } from '@craftwork/domain/billing/lines';
import { lineAmount } from '@craftwork/domain/billing/money';
import type { TEstimateStatus } from '@craftwork/domain/billing/transitions';
import type { DbOrTx } from '../../db/client.ts';
import {
  customerLocations,
  customers,
  estimateLines,
  estimates,
  invoices,
  pricebookItems,
} from '../../db/schema.ts';

/** An estimate's row with its customer's name, e-mail and exemption and its location's address. */
const JOINED = {
  estimate: estimates,
  customerName: customers.name,
  customerEmail: customers.email,
  customerTaxExempt: customers.isTaxExempt,
  customerDeletedAt: customers.deletedAt,
  address: customerLocations.fullAddress,
};

export type EstimateRow = typeof estimates.$inferSelect;
/** Columns an estimate's writes set. */
export type TEstimateChanges = Partial<typeof estimates.$inferInsert>;
export type JoinedEstimateRow = {
  estimate: EstimateRow;
  customerName: string;
  customerEmail: string;
  customerTaxExempt: boolean;
  customerDeletedAt: Date | null;
  address: string | null;
};

export type EstimateListFilter = {
  /** A number typed as "EST-0007" or "7". */
  number: number | null;
  /** Title or customer name text. */
  text: string;
  status: TEstimateStatus | null;
  customerId: string | null;
};

/** Most rows a list answers (the newest first). */
export const ESTIMATE_LIST_MAX = 500;

const LIKE_SPECIALS = /[\\%_]/g;
const contains = (text: string) => `%${text.replace(LIKE_SPECIALS, (c) => `\\${c}`)}%`;

function joined(db: DbOrTx) {
  return db
    .select(JOINED)
    .from(estimates)
    .innerJoin(customers, eq(customers.id, estimates.customerId))
    .leftJoin(customerLocations, eq(customerLocations.id, estimates.customerLocationId));
}

export async function listEstimateRows(
  db: DbOrTx,
  siteKey: string,
  filter: EstimateListFilter,
): Promise<JoinedEstimateRow[]> {
  const where: (SQL | undefined)[] = [eq(estimates.siteKey, siteKey), isNull(estimates.deletedAt)];
  if (filter.status) where.push(eq(estimates.status, filter.status));
  if (filter.customerId) where.push(eq(estimates.customerId, filter.customerId));
  if (filter.text) {
    const like = contains(filter.text);
    where.push(
      or(
        filter.number === null ? undefined : eq(estimates.number, filter.number),
        ilike(estimates.title, like),
        ilike(customers.name, like),
      ),
    );
  }
  return joined(db)
    .where(and(...where))
    .orderBy(desc(estimates.number))
    .limit(ESTIMATE_LIST_MAX);
}

/** One live estimate of the site (locked for update inside a transaction when asked). */
export async function findEstimate(
  db: DbOrTx,
  siteKey: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<JoinedEstimateRow | null> {
  const query = joined(db).where(
    and(eq(estimates.id, id), eq(estimates.siteKey, siteKey), isNull(estimates.deletedAt)),
  );
  const [row] = options.forUpdate ? await query.for('update', { of: estimates }) : await query;
  return row ?? null;
}

/** The estimate whose approval link has this token hash (any site: the token is the key). */
export async function findEstimateByTokenHash(
  db: DbOrTx,
  hash: string,
  options: { forUpdate?: boolean } = {},
): Promise<JoinedEstimateRow | null> {
  const query = joined(db).where(
    and(eq(estimates.approvalTokenHash, hash), isNull(estimates.deletedAt)),
  );
  const [row] = options.forUpdate ? await query.for('update', { of: estimates }) : await query;
  return row ?? null;
}

export async function estimateLineRows(db: DbOrTx, estimateId: string): Promise<TLineRow[]> {
  const rows = await db
    .select()
    .from(estimateLines)
    .where(eq(estimateLines.estimateId, estimateId))
    .orderBy(asc(estimateLines.position));
  return rows.map((r) => ({
    id: r.id,
    position: r.position,
    pricebookItemId: r.pricebookItemId,
    name: r.name,
    description: r.description,
    unit: r.unit,
    quantityMilli: r.quantityMilli,
    unitPriceCents: r.unitPriceCents,
    discountCents: r.discountCents,
    taxable: r.taxable,
    amountCents: r.amountCents,
  }));
}

/** The estimate's lines replaced by `lines` (in order). */
export async function replaceEstimateLines(
  tx: DbOrTx,
  estimateId: string,
  lines: readonly TLine[],
): Promise<void> {
  await tx.delete(estimateLines).where(eq(estimateLines.estimateId, estimateId));
  if (!lines.length) return;
  await tx.insert(estimateLines).values(
    lines.map((line, position) => ({
      id: randomUUID(),
      estimateId,
      position,
      pricebookItemId: line.pricebookItemId,
      name: line.name,
      description: line.description,
      unit: line.unit,
      quantityMilli: line.quantityMilli,
      unitPriceCents: line.unitPriceCents,
      discountCents: line.discountCents,
      taxable: line.taxable,
      amountCents: lineAmount(line),
    })),
  );
}

/** The live invoice made from the estimate, if any (a void one no longer counts). */
export async function invoiceOfEstimate(
  db: DbOrTx,
  estimateId: string,
): Promise<{ id: string; number: number | null } | null> {
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.estimateId, estimateId), ne(invoices.status, 'void')))
    .orderBy(desc(invoices.timestampCreated))
    .limit(1);
  return row ?? null;
}

/** Which of `ids` are price book items of the site. */
export async function sitePricebookIds(
  db: DbOrTx,
  siteKey: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: pricebookItems.id })
    .from(pricebookItems)
    .where(and(eq(pricebookItems.siteKey, siteKey), inArray(pricebookItems.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

export async function insertEstimate(
  tx: DbOrTx,
  values: typeof estimates.$inferInsert,
): Promise<void> {
  await tx.insert(estimates).values(values);
}

export async function updateEstimateRow(
  tx: DbOrTx,
  id: string,
  values: TEstimateChanges,
): Promise<void> {
  await tx.update(estimates).set(values).where(eq(estimates.id, id));
}

/** Sets the task of an estimate not linked yet; false when another link came first. */
export async function linkUnlinkedEstimate(
  tx: DbOrTx,
  id: string,
  values: TEstimateChanges,
): Promise<boolean> {
  const updated = await tx
    .update(estimates)
    .set(values)
    .where(and(eq(estimates.id, id), isNull(estimates.taskId)))
    .returning({ id: estimates.id });
  return updated.length > 0;
}
