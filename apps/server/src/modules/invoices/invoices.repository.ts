import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  notExists,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TLineRow } from '@craftwork/domain/billing/lines';
import type { TInvoiceStatus } from '@craftwork/domain/billing/transitions';
import type { DbOrTx } from '../../db/client.ts';
import {
  billedTasks,
  craftRecords,
  customerLocations,
  customers,
  estimates,
  invoiceLines,
  invoices,
  pricebookItems,
  tasks,
} from '../../db/schema.ts';

/** Completed (task status 90). */
const COMPLETED = 90;

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
  number: number;
  status: TInvoiceStatus;
  customerId: string;
  customerName: string;
  issueDate: string;
  dueDate: string;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  paidCents: number | null;
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
      paidReference: invoices.paidReference,
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

/** The customer a task bills to: its own, else its craft record's. */
const taskCustomer = sql<string | null>`coalesce(${tasks.customerId}, ${craftRecords.customerId})`;

const TASK = {
  id: tasks.id,
  title: tasks.title,
  craftRecordId: tasks.craftRecordId,
  craftRecordTitle: craftRecords.title,
  craftType: tasks.craftType,
  taskType: tasks.taskType,
  taskStatus: tasks.taskStatus,
  customerId: taskCustomer,
  timestampTaskCompleted: tasks.timestampTaskCompleted,
};

/** Live tasks of the site among `ids`, with their record and the customer they bill to. */
export function tasksByIds(db: DbOrTx, siteKey: string, ids: string[]) {
  return db
    .select(TASK)
    .from(tasks)
    .innerJoin(craftRecords, eq(craftRecords.id, tasks.craftRecordId))
    .where(
      and(
        eq(tasks.siteKey, siteKey),
        inArray(tasks.id, ids),
        isNull(tasks.deletedAt),
        isNull(craftRecords.deletedAt),
      ),
    );
}

/** A customer's completed tasks that no live invoice bills yet, latest completed first. */
export function unbilledCompletedTasks(db: DbOrTx, siteKey: string, customerId: string) {
  return db
    .select(TASK)
    .from(tasks)
    .innerJoin(craftRecords, eq(craftRecords.id, tasks.craftRecordId))
    .where(
      and(
        eq(tasks.siteKey, siteKey),
        eq(tasks.taskStatus, COMPLETED),
        isNull(tasks.deletedAt),
        isNull(craftRecords.deletedAt),
        sql`${taskCustomer} = ${customerId}`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(billedTasks)
            .where(eq(billedTasks.taskId, tasks.id)),
        ),
      ),
    )
    .orderBy(desc(tasks.timestampTaskCompleted), asc(tasks.title))
    .limit(500);
}

/**
 * Marks tasks billed by an invoice; returns the ids another invoice bills already (the primary
 * key makes a concurrent second invoice wait for the first, then meet its row).
 */
export async function claimTasks(
  tx: DbOrTx,
  siteKey: string,
  invoiceId: string,
  taskIds: string[],
): Promise<string[]> {
  if (!taskIds.length) return [];
  const claimed = await tx
    .insert(billedTasks)
    .values(taskIds.map((taskId) => ({ taskId, siteKey, invoiceId })))
    .onConflictDoNothing()
    .returning({ taskId: billedTasks.taskId });
  const mine = new Set(claimed.map((r) => r.taskId));
  return taskIds.filter((id) => !mine.has(id));
}

/** The invoice that bills a task (live invoices only: voiding frees the task). */
export async function billingOfTask(db: DbOrTx, siteKey: string, taskId: string) {
  const [row] = await db
    .select({ invoiceId: invoices.id, number: invoices.number, status: invoices.status })
    .from(billedTasks)
    .innerJoin(invoices, eq(invoices.id, billedTasks.invoiceId))
    .where(and(eq(billedTasks.siteKey, siteKey), eq(billedTasks.taskId, taskId)));
  return row;
}

/** Frees an invoice's tasks (all of them, or those no longer among `keep`). */
export async function releaseTasks(tx: DbOrTx, invoiceId: string, keep: string[] = []) {
  const where: SQL[] = [eq(billedTasks.invoiceId, invoiceId)];
  if (keep.length) where.push(notInArray(billedTasks.taskId, keep));
  await tx.delete(billedTasks).where(and(...where));
}

/** Whether a live task of the site exists (for the task card's billing line). */
export async function siteTaskExists(db: DbOrTx, siteKey: string, taskId: string) {
  const [row] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.siteKey, siteKey), eq(tasks.id, taskId)));
  return row !== undefined;
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
};
