import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNull,
  notExists,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TLine } from '@craftwork/domain/billing/lines';
import type { DbOrTx } from '../../db/client.ts';
import {
  billedTasks,
  craftRecords,
  estimateLines,
  estimates,
  invoices,
  tasks,
} from '../../db/schema.ts';

/**
 * Which completed tasks an invoice bills: `billed_tasks` holds the task lines of live invoices
 * (its primary key bills a task at most once), and a task made from an estimate counts as billed
 * by the live invoice made from that estimate.
 */

/** Completed (task status 90). */
const COMPLETED = 90;

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

/**
 * The site's live tasks on live records meeting `conditions`, each with its record and the
 * customer it bills to: the one query behind both look-ups below.
 */
function liveTasks(db: DbOrTx, siteKey: string, ...conditions: SQL[]) {
  return db
    .select(TASK)
    .from(tasks)
    .innerJoin(craftRecords, eq(craftRecords.id, tasks.craftRecordId))
    .where(
      and(
        eq(tasks.siteKey, siteKey),
        isNull(tasks.deletedAt),
        isNull(craftRecords.deletedAt),
        ...conditions,
      ),
    );
}

/** Live tasks of the site among `ids`, with their record and the customer they bill to. */
export function tasksByIds(db: DbOrTx, siteKey: string, ids: string[]) {
  return liveTasks(db, siteKey, inArray(tasks.id, ids));
}

/** A customer's completed tasks that no live invoice bills yet, latest completed first. */
export function unbilledCompletedTasks(db: DbOrTx, siteKey: string, customerId: string) {
  return liveTasks(
    db,
    siteKey,
    eq(tasks.taskStatus, COMPLETED),
    sql`${taskCustomer} = ${customerId}`,
    notExists(
      db
        .select({ one: sql`1` })
        .from(billedTasks)
        .where(eq(billedTasks.taskId, tasks.id)),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(estimates)
        .innerJoin(invoices, liveInvoiceOfItsEstimate)
        .where(eq(estimates.taskId, tasks.id)),
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

/** A live (not void) invoice made from the estimate in the query. */
const liveInvoiceOfItsEstimate = and(
  eq(invoices.estimateId, estimates.id),
  sql`${invoices.status} <> 'void'`,
) as SQL;

/**
 * The live invoices made from the estimates these tasks were made from: such a task counts as
 * billed by that invoice, whether it was linked before or after the invoice was drafted.
 */
export function estimateInvoicesOfTasks(db: DbOrTx, siteKey: string, taskIds: string[]) {
  if (!taskIds.length) return Promise.resolve([]);
  return db
    .select({
      taskId: sql<string>`${estimates.taskId}`,
      invoiceId: invoices.id,
      number: invoices.number,
      status: invoices.status,
    })
    .from(estimates)
    .innerJoin(invoices, liveInvoiceOfItsEstimate)
    .where(and(eq(estimates.siteKey, siteKey), inArray(estimates.taskId, taskIds)))
    .orderBy(asc(invoices.number));
}

/**
 * The invoice that bills a task (live invoices only: voiding frees the task): the one holding
 * its line, else the one made from the estimate the task was made from.
 */
export async function billingOfTask(db: DbOrTx, siteKey: string, taskId: string) {
  const [row] = await db
    .select({ invoiceId: invoices.id, number: invoices.number, status: invoices.status })
    .from(billedTasks)
    .innerJoin(invoices, eq(invoices.id, billedTasks.invoiceId))
    .where(and(eq(billedTasks.siteKey, siteKey), eq(billedTasks.taskId, taskId)));
  if (row) return row;
  const [viaEstimate] = await estimateInvoicesOfTasks(db, siteKey, [taskId]);
  return viaEstimate;
}

/** The lines of the estimates these tasks were made from, by task, in the estimate's order. */
export async function estimateLinesOfTasks(
  db: DbOrTx,
  siteKey: string,
  taskIds: string[],
): Promise<Map<string, TLine[]>> {
  const byTask = new Map<string, TLine[]>();
  if (!taskIds.length) return byTask;
  const rows = await db
    .select({
      taskId: sql<string>`${estimates.taskId}`,
      pricebookItemId: estimateLines.pricebookItemId,
      name: estimateLines.name,
      description: estimateLines.description,
      unit: estimateLines.unit,
      quantityMilli: estimateLines.quantityMilli,
      unitPriceCents: estimateLines.unitPriceCents,
      discountCents: estimateLines.discountCents,
      taxable: estimateLines.taxable,
    })
    .from(estimateLines)
    .innerJoin(estimates, eq(estimates.id, estimateLines.estimateId))
    .where(and(eq(estimates.siteKey, siteKey), inArray(estimates.taskId, taskIds)))
    .orderBy(asc(estimates.number), asc(estimateLines.position));
  for (const { taskId, ...line } of rows) byTask.set(taskId, [...(byTask.get(taskId) ?? []), line]);
  return byTask;
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
