import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { userPhotoPath } from '@craftwork/domain/accounts/photo-urls';
import { checklistSummary } from '@craftwork/domain/checklists/answers';
import type { Scope } from '../../access/scope.ts';
import { liveTaskInScope } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  companies,
  craftRecords,
  events,
  taskAssignees,
  taskChecklists,
  taskSubscribers,
  tasks,
  users,
} from '../../db/schema.ts';

/** The thumbnail address of a user's profile photo, or null without one. */
export function userThumbPath(userId: string, thumbKey: string | null): string | null {
  return thumbKey ? userPhotoPath(userId, 'thumb', thumbKey) : null;
}

/**
 * The task for its detail card, with its company's name and its record's title: live, in the
 * caller's scope, on a live record.
 */
export async function findTaskCard(db: DbOrTx, scope: Scope, taskId: string) {
  const [row] = await db
    .select({
      task: tasks,
      companyName: companies.name,
      recordTitle: craftRecords.title,
      recordOpen: craftRecords.open,
    })
    .from(tasks)
    .innerJoin(craftRecords, eq(craftRecords.id, tasks.craftRecordId))
    .leftJoin(companies, eq(companies.id, tasks.assignedCompanyId))
    .where(and(eq(tasks.id, taskId), liveTaskInScope(scope), isNull(craftRecords.deletedAt)));
  return row;
}

/** A task's events, newest first; company users see events of their company or of none. */
export function listTaskEvents(db: DbOrTx, scope: Scope, taskId: string) {
  return db
    .select({
      id: events.id,
      eventType: events.eventType,
      title: events.title,
      taskStatus: events.taskStatus,
      timestampCreated: events.timestampCreated,
      createdByName: users.name,
    })
    .from(events)
    .leftJoin(users, eq(users.id, events.createdBy))
    .where(
      and(
        eq(events.taskId, taskId),
        scope.isPlantPersonnel
          ? undefined
          : or(
              isNull(events.assignedCompanyId),
              eq(events.assignedCompanyId, scope.companyId ?? ''),
            ),
      ),
    )
    .orderBy(desc(events.timestampCreated));
}

/** The user's subscription to the task, if any. */
export async function findTaskSubscription(db: DbOrTx, taskId: string, userId: string) {
  const [subscription] = await db
    .select({ userId: taskSubscribers.userId })
    .from(taskSubscribers)
    .where(and(eq(taskSubscribers.taskId, taskId), eq(taskSubscribers.userId, userId)));
  return subscription;
}

/** A task's assignees with their names and photo thumbnails (the task card). */
export async function listAssignees(db: DbOrTx, taskId: string) {
  const rows = await db
    .select({ userId: users.id, name: users.name, thumbKey: users.photoUrlThumb })
    .from(taskAssignees)
    .innerJoin(users, eq(users.id, taskAssignees.userId))
    .where(eq(taskAssignees.taskId, taskId))
    .orderBy(asc(users.name));
  return rows.map((r) => ({
    userId: r.userId,
    name: r.name,
    photoUrl: userThumbPath(r.userId, r.thumbKey),
  }));
}

/** The export's Checklist cell of each of these tasks that has answers ("Label: answer; …"). */
export async function checklistSummariesOf(
  db: DbOrTx,
  siteKey: string,
  taskIds: readonly string[],
): Promise<Map<string, string>> {
  if (taskIds.length === 0) return new Map();
  const rows = await db
    .select({
      taskId: taskChecklists.taskId,
      items: taskChecklists.items,
      answers: taskChecklists.answers,
    })
    .from(taskChecklists)
    .where(and(eq(taskChecklists.siteKey, siteKey), inArray(taskChecklists.taskId, [...taskIds])));
  return new Map(rows.map((r) => [r.taskId, checklistSummary(r.items, r.answers)]));
}
