import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Scope } from '../../access/scope.ts';
import { liveTaskInScope } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies, craftRecords, events, taskSubscribers, tasks, users } from '../../db/schema.ts';
import { isOpenTaskSql } from '../../db/task-status-sql.ts';

/** The queries of the task use cases (set status, edit, edit date, delete, subscribe). */

export type Task = typeof tasks.$inferSelect;
/** The columns of a task a write changes. */
export type TaskUpdate = Partial<typeof tasks.$inferInsert>;
/** The columns of a craft record a write changes. */
export type CraftRecordUpdate = Partial<typeof craftRecords.$inferInsert>;

/** The task, in the caller's scope and not deleted, locked for this transaction. */
export async function lockTaskRow(tx: DbOrTx, scope: Scope, taskId: string) {
  const [task] = await tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), liveTaskInScope(scope)))
    .for('update');
  return task;
}

/** The task's id, when it is in the caller's scope and not deleted. */
export async function findTaskId(tx: DbOrTx, scope: Scope, taskId: string) {
  const [task] = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), liveTaskInScope(scope)));
  return task;
}

export async function openTaskCount(tx: DbOrTx, craftRecordId: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(tasks)
    .where(and(eq(tasks.craftRecordId, craftRecordId), isNull(tasks.deletedAt), isOpenTaskSql));
  return row?.n ?? 0;
}

/** A live company of the site with the craft types it may be assigned. */
export async function findSiteCompany(tx: DbOrTx, siteKey: string, companyId: string) {
  const [company] = await tx
    .select({ id: companies.id, craftTypes: companies.craftTypes })
    .from(companies)
    .where(
      and(eq(companies.id, companyId), eq(companies.siteKey, siteKey), isNull(companies.deletedAt)),
    );
  return company;
}

export function findCraftRecord(tx: DbOrTx, craftRecordId: string) {
  return tx.query.craftRecords.findFirst({ where: eq(craftRecords.id, craftRecordId) });
}

export async function updateCraftRecord(
  tx: DbOrTx,
  craftRecordId: string,
  update: CraftRecordUpdate,
) {
  await tx.update(craftRecords).set(update).where(eq(craftRecords.id, craftRecordId));
}

export async function updateTask(tx: DbOrTx, taskId: string, update: TaskUpdate) {
  await tx.update(tasks).set(update).where(eq(tasks.id, taskId));
}

export async function insertTask(tx: DbOrTx, task: typeof tasks.$inferInsert) {
  await tx.insert(tasks).values(task);
}

/**
 * An event on the task written after `since` by anyone but the user (or by the system), if
 * any: what refuses an edit made on an outdated view.
 */
export async function findEventByOthersSince(
  tx: DbOrTx,
  taskId: string,
  since: Date,
  userId: string,
) {
  const [changed] = await tx
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.taskId, taskId),
        gt(events.timestampCreated, since),
        sql`${events.createdBy} is distinct from ${userId}`,
      ),
    )
    .limit(1);
  return changed;
}

/** Writes an event row as given (its time the database's when none is given). */
export async function insertTaskEventRow(tx: DbOrTx, row: typeof events.$inferInsert) {
  await tx.insert(events).values(row);
}

/** Subscribes the user to the task under their current display name (once). */
export async function subscribe(
  tx: DbOrTx,
  scope: Pick<Scope, 'siteKey' | 'userId'>,
  taskId: string,
) {
  const [me] = await tx.select({ name: users.name }).from(users).where(eq(users.id, scope.userId));
  await tx
    .insert(taskSubscribers)
    .values({ siteKey: scope.siteKey, taskId, userId: scope.userId, displayName: me?.name ?? '' })
    .onConflictDoNothing();
}

export async function unsubscribe(tx: DbOrTx, scope: Scope, taskId: string) {
  await tx
    .delete(taskSubscribers)
    .where(and(eq(taskSubscribers.taskId, taskId), eq(taskSubscribers.userId, scope.userId)));
}

/** Subscribers who receive notifications, other than the user who made the change. */
export function notificationRecipients(db: DbOrTx, taskId: string, actorId: string) {
  return db
    .select({ email: users.email, name: users.name, language: users.language })
    .from(taskSubscribers)
    .innerJoin(users, eq(users.id, taskSubscribers.userId))
    .where(
      and(
        eq(taskSubscribers.taskId, taskId),
        eq(users.receiveNotifications, true),
        ne(users.id, actorId),
      ),
    );
}
