import { and, asc, eq, inArray } from 'drizzle-orm';
import { userPhotoPath } from '@craftwork/domain/accounts/photo-urls';
import { checklistSummary } from '@craftwork/domain/checklists/answers';
import type { DbOrTx } from '../../db/client.ts';
import { taskAssignees, taskChecklists, users } from '../../db/schema.ts';

/** The thumbnail address of a user's profile photo, or null without one. */
export function userThumbPath(userId: string, thumbKey: string | null): string | null {
  return thumbKey ? userPhotoPath(userId, 'thumb', thumbKey) : null;
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
