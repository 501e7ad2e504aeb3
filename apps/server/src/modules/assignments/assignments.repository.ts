import { and, asc, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, siteUsers, taskAssignees, users } from '../../db/schema.ts';
import { userThumbPath } from '../tasks/index.ts';
import { approvedMember } from '../../access/scope-filters.ts';

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
      language: users.language,
      thumbKey: users.photoUrlThumb,
      companyName: companies.name,
    })
    .from(siteUsers)
    .innerJoin(users, eq(users.id, siteUsers.userId))
    .leftJoin(companies, eq(companies.id, siteUsers.companyId))
    .where(
      and(
        eq(siteUsers.siteKey, siteKey),
        approvedMember(),
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
