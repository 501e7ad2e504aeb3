import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Scope } from '../../access/scope.ts';
import { liveTaskInScope } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  craftRecords,
  customers,
  inspectionReports,
  locations,
  siteUsers,
  sites,
  tasks,
  users,
} from '../../db/schema.ts';

export type InspectionReportRow = typeof inspectionReports.$inferSelect;

/** What the report copies from the task's surroundings when it is written. */
export async function reportContext(tx: DbOrTx, siteKey: string, taskId: string, userId: string) {
  const [row] = await tx
    .select({
      recordTitle: craftRecords.title,
      tagNumber: craftRecords.tagNumber,
      locationTitle: locations.title,
      customerName: customers.name,
      siteName: sites.name,
    })
    .from(tasks)
    .innerJoin(craftRecords, eq(craftRecords.id, tasks.craftRecordId))
    .innerJoin(sites, eq(sites.siteKey, tasks.siteKey))
    .leftJoin(locations, eq(locations.id, tasks.locationId))
    .leftJoin(
      customers,
      and(eq(customers.id, tasks.customerId), eq(customers.siteKey, tasks.siteKey)),
    )
    .where(and(eq(tasks.id, taskId), eq(tasks.siteKey, siteKey)));
  const [inspector] = await tx
    .select({ name: users.name, competentPerson: siteUsers.competentPerson })
    .from(users)
    .leftJoin(siteUsers, and(eq(siteUsers.userId, users.id), eq(siteUsers.siteKey, siteKey)))
    .where(eq(users.id, userId));
  return {
    task: row,
    inspector: {
      name: inspector?.name ?? '',
      competentPerson: inspector?.competentPerson ?? false,
    },
  };
}

/** Writes (or, for a task completed again after being reopened, replaces) the task's report. */
export async function saveReport(tx: DbOrTx, report: typeof inspectionReports.$inferInsert) {
  const { taskId: _taskId, ...rest } = report;
  await tx
    .insert(inspectionReports)
    .values(report)
    .onConflictDoUpdate({
      target: inspectionReports.taskId,
      set: { ...rest, createdAt: new Date() },
    });
}

const reportColumns = {
  report: inspectionReports,
  taskTitle: tasks.title,
  taskType: tasks.taskType,
  recordTitle: craftRecords.title,
  tagNumber: craftRecords.tagNumber,
};

/** A task's report, when the task is in the caller's scope (and neither it nor its record deleted). */
export async function findReportInScope(db: DbOrTx, scope: Scope, taskId: string) {
  const [row] = await db
    .select(reportColumns)
    .from(inspectionReports)
    .innerJoin(tasks, eq(tasks.id, inspectionReports.taskId))
    .innerJoin(craftRecords, eq(craftRecords.id, tasks.craftRecordId))
    .where(
      and(
        eq(inspectionReports.taskId, taskId),
        eq(inspectionReports.siteKey, scope.siteKey),
        liveTaskInScope(scope),
        isNull(craftRecords.deletedAt),
      ),
    );
  return row;
}

/** A record's reports whose tasks the caller sees, newest first. */
export async function listReportsInScope(db: DbOrTx, scope: Scope, craftRecordId: string) {
  return db
    .select(reportColumns)
    .from(inspectionReports)
    .innerJoin(tasks, eq(tasks.id, inspectionReports.taskId))
    .innerJoin(craftRecords, eq(craftRecords.id, tasks.craftRecordId))
    .where(
      and(
        eq(inspectionReports.craftRecordId, craftRecordId),
        eq(inspectionReports.siteKey, scope.siteKey),
        liveTaskInScope(scope),
        isNull(craftRecords.deletedAt),
      ),
    )
    .orderBy(desc(inspectionReports.inspectedAt))
    .limit(100);
}

/** A member of the site with the competent-person flag, or undefined. */
export async function findMemberFlag(tx: DbOrTx, siteKey: string, userId: string) {
  const [row] = await tx
    .select({ name: users.name, competentPerson: siteUsers.competentPerson })
    .from(siteUsers)
    .innerJoin(users, eq(users.id, siteUsers.userId))
    .where(and(eq(siteUsers.siteKey, siteKey), eq(siteUsers.userId, userId)))
    .for('update', { of: siteUsers });
  return row;
}

export async function setMemberFlag(tx: DbOrTx, siteKey: string, userId: string, value: boolean) {
  await tx
    .update(siteUsers)
    .set({ competentPerson: value })
    .where(and(eq(siteUsers.siteKey, siteKey), eq(siteUsers.userId, userId)));
}

/** Whether a live task (of a live record) is in the caller's scope. */
export async function taskInScope(db: DbOrTx, scope: Scope, taskId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .innerJoin(craftRecords, eq(craftRecords.id, tasks.craftRecordId))
    .where(and(eq(tasks.id, taskId), liveTaskInScope(scope), isNull(craftRecords.deletedAt)));
  return Boolean(row);
}
