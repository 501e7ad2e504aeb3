import { and, asc, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import { userPhotoPath } from '@craftwork/domain/accounts/photo-urls';
import type { DbOrTx } from '../../db/client.ts';
import { companies, siteUsers, taskAssignees, users } from '../../db/schema.ts';

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

/**
 * Approved members of the site who can see a task of `companyId`: plant personnel, and users of
 * that company (the user named "server" is nobody's assignee). `onlyIds` narrows to those ids.
 */
export async function assignableUsers(
  db: DbOrTx,
  siteKey: string,
  companyId: string | null,
  onlyIds?: readonly string[],
) {
  const plant = sql`(${siteUsers.permissions} ->> 'isPlantPersonnel')::boolean is true`;
  const rows = await db
    .select({
      id: users.id,
      displayName: users.name,
      email: users.email,
      receiveNotifications: users.receiveNotifications,
      thumbKey: users.photoUrlThumb,
      companyName: companies.name,
    })
    .from(siteUsers)
    .innerJoin(users, eq(users.id, siteUsers.userId))
    .leftJoin(companies, eq(companies.id, siteUsers.companyId))
    .where(
      and(
        eq(siteUsers.siteKey, siteKey),
        eq(siteUsers.approved, true),
        ne(users.name, 'server'),
        companyId ? or(plant, eq(siteUsers.companyId, companyId)) : plant,
        onlyIds ? inArray(users.id, [...onlyIds]) : undefined,
      ),
    )
    .orderBy(asc(users.name));
  return rows.map(({ thumbKey, ...u }) => ({ ...u, userPhotoUrl: userThumbPath(u.id, thumbKey) }));
}

export async function assigneeIds(db: DbOrTx, taskId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: taskAssignees.userId })
    .from(taskAssignees)
    .where(eq(taskAssignees.taskId, taskId));
  return rows.map((r) => r.userId);
}

/** Makes `userIds` the task's assignees: the others are removed, the new ones added. */
export async function replaceAssignees(
  tx: DbOrTx,
  task: { siteKey: string; id: string },
  userIds: readonly string[],
  assignedBy: string,
) {
  await tx
    .delete(taskAssignees)
    .where(
      and(
        eq(taskAssignees.taskId, task.id),
        userIds.length ? notInArray(taskAssignees.userId, [...userIds]) : undefined,
      ),
    );
  if (userIds.length) {
    await tx
      .insert(taskAssignees)
      .values(
        userIds.map((userId) => ({ siteKey: task.siteKey, taskId: task.id, userId, assignedBy })),
      )
      .onConflictDoNothing();
  }
}
