import {
  and,
  asc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import { complianceSettingsOf } from '@craftwork/domain/compliance/settings';
import {
  WAITING_TASK_STATUSES,
  waitingReason,
  type TWaitingReason,
} from '@craftwork/domain/compliance/waiting';
import type { Scope } from '../../access/scope.ts';
import { approvedMemberOf, craftRecordScope, liveTaskInScope } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  companies,
  craftRecords,
  locations,
  siteUsers,
  sites,
  tasks,
  users,
} from '../../db/schema.ts';
import { scaffoldFactColumns, toScaffoldFacts, type ScaffoldFactRow } from '../compliance/index.ts';

/** The queries of waiting for a scaffold: linked tasks, their scaffolds' facts, candidates. */

type FactRow = ScaffoldFactRow & { deletedAt: Date | null };

/** A deleted scaffold record counts as taken away: closed, whatever it was. */
export function factsOf(row: FactRow) {
  return toScaffoldFacts({ ...row, open: row.open && row.deletedAt === null });
}

/** The facts of one scaffold record of the site (deleted ones too), or undefined. */
export async function findScaffoldFacts(tx: DbOrTx, siteKey: string, recordId: string) {
  const [row] = await tx
    .select({
      ...scaffoldFactColumns,
      title: craftRecords.title,
      tagNumber: craftRecords.tagNumber,
      deletedAt: craftRecords.deletedAt,
    })
    .from(craftRecords)
    .where(and(eq(craftRecords.id, recordId), eq(craftRecords.siteKey, siteKey)));
  return row;
}

/** The site's compliance interval (the readiness rule's argument). */
export async function inspectionIntervalDays(tx: DbOrTx, siteKey: string) {
  const [site] = await tx
    .select({ customizations: sites.customizations })
    .from(sites)
    .where(eq(sites.siteKey, siteKey));
  return complianceSettingsOf(site?.customizations ?? null).inspectionIntervalDays;
}

const inWaitingStatus = inArray(tasks.taskStatus, [...WAITING_TASK_STATUSES]);

/** The largest number of linked tasks the Waiting tab lists (and the dashboard counts). */
export const WAITING_LIST_LIMIT = 2000;

/**
 * Linked tasks in the caller's scope, in a status that can wait, with their scaffold's facts;
 * the domain then says which of them wait.
 */
async function linkedTasks(db: DbOrTx, scope: Scope) {
  return db
    .select({
      id: tasks.id,
      title: tasks.title,
      craftType: tasks.craftType,
      taskType: tasks.taskType,
      taskStatus: tasks.taskStatus,
      craftRecordId: tasks.craftRecordId,
      needsScaffoldRecordId: tasks.needsScaffoldRecordId,
      assignedCompanyName: companies.name,
      scaffoldTitle: craftRecords.title,
      scaffoldTagNumber: craftRecords.tagNumber,
      deletedAt: craftRecords.deletedAt,
      ...scaffoldFactColumns,
    })
    .from(tasks)
    .innerJoin(craftRecords, eq(craftRecords.id, tasks.needsScaffoldRecordId))
    .leftJoin(companies, eq(companies.id, tasks.assignedCompanyId))
    .where(and(isNotNull(tasks.needsScaffoldRecordId), inWaitingStatus, liveTaskInScope(scope)))
    .orderBy(asc(craftRecords.title), asc(tasks.title), asc(tasks.id))
    .limit(WAITING_LIST_LIMIT);
}

export type TWaitingTaskRow = {
  taskId: string;
  title: string;
  craftType: number;
  taskType: number;
  taskStatus: number;
  craftRecordId: string;
  assignedCompanyName: string | null;
  scaffold: { id: string; title: string; tagNumber: string | null };
  reason: TWaitingReason;
};

/** The tasks in the caller's scope waiting for their scaffold now, with the reason. */
export async function listWaitingTasks(
  db: DbOrTx,
  scope: Scope,
  now: Date,
): Promise<TWaitingTaskRow[]> {
  const intervalDays = await inspectionIntervalDays(db, scope.siteKey);
  const rows = await linkedTasks(db, scope);
  const waiting: TWaitingTaskRow[] = [];
  for (const r of rows) {
    const reason = waitingReason({
      task: r,
      scaffold: factsOf(r),
      intervalDays,
      now,
    });
    if (!reason || !r.needsScaffoldRecordId) continue;
    waiting.push({
      taskId: r.id,
      title: r.title,
      craftType: r.craftType,
      taskType: r.taskType,
      taskStatus: r.taskStatus,
      craftRecordId: r.craftRecordId,
      assignedCompanyName: r.assignedCompanyName,
      scaffold: {
        id: r.needsScaffoldRecordId,
        title: r.scaffoldTitle,
        tagNumber: r.scaffoldTagNumber,
      },
      reason,
    });
  }
  return waiting;
}

/** Open tasks in the caller's scope that wait for a scaffold not ready yet (the dashboard). */
export async function countBlockedTasks(db: DbOrTx, scope: Scope, now: Date): Promise<number> {
  return (await listWaitingTasks(db, scope, now)).length;
}

/** Tasks of the site (any scope) linked to a scaffold record and in a status that can wait. */
export async function tasksLinkedTo(tx: DbOrTx, siteKey: string, scaffoldRecordId: string) {
  return tx
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.siteKey, siteKey),
        eq(tasks.needsScaffoldRecordId, scaffoldRecordId),
        isNull(tasks.deletedAt),
        inWaitingStatus,
      ),
    )
    .orderBy(asc(tasks.id))
    .for('update');
}

/** A live task in the caller's scope, or undefined. */
export async function findLiveTaskInScope(db: DbOrTx, scope: Scope, taskId: string) {
  const [task] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), liveTaskInScope(scope)));
  return task;
}

/** A scaffold record the caller may link to: live, of the site and in the caller's scope. */
export async function findLinkableRecord(tx: DbOrTx, scope: Scope, recordId: string) {
  const [row] = await tx
    .select({ id: craftRecords.id, title: craftRecords.title, craftType: craftRecords.craftType })
    .from(craftRecords)
    .where(
      and(eq(craftRecords.id, recordId), isNull(craftRecords.deletedAt), craftRecordScope(scope)),
    );
  return row;
}

/** The largest number of scaffolds the picker offers at once (the search narrows). */
export const CANDIDATE_LIMIT = 30;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Open scaffold records the caller may see, other than the task's own record, matching the
 * search on title or tag number: those at the task's location first, then the nearest (when
 * both have a position), then by title.
 */
export async function scaffoldCandidates(
  db: DbOrTx,
  scope: Scope,
  task: {
    craftRecordId: string;
    locationId: string | null;
    latitude: number | null;
    longitude: number | null;
  },
  search: string,
) {
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  // A constant is no sort key to PostgreSQL: each term only when the task gives it meaning.
  const order: SQL[] = [];
  if (task.locationId)
    order.push(sql`case when ${craftRecords.locationId} = ${task.locationId} then 0 else 1 end`);
  if (task.latitude !== null && task.longitude !== null)
    order.push(
      sql`(${craftRecords.latitude} - ${task.latitude})^2 + (${craftRecords.longitude} - ${task.longitude})^2 nulls last`,
    );
  return db
    .select({
      id: craftRecords.id,
      title: craftRecords.title,
      tagNumber: craftRecords.tagNumber,
      locationId: craftRecords.locationId,
      locationTitle: locations.title,
      deletedAt: craftRecords.deletedAt,
      ...scaffoldFactColumns,
    })
    .from(craftRecords)
    .leftJoin(locations, eq(locations.id, craftRecords.locationId))
    .where(
      and(
        eq(craftRecords.craftType, CRAFT_TYPE.SCAFFOLDING),
        eq(craftRecords.open, true),
        isNull(craftRecords.deletedAt),
        ne(craftRecords.id, task.craftRecordId),
        craftRecordScope(scope),
        search
          ? or(
              ilike(craftRecords.title, pattern),
              ilike(sql`coalesce(${craftRecords.tagNumber}, '')`, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(...order, asc(craftRecords.title), asc(craftRecords.id))
    .limit(CANDIDATE_LIMIT);
}

/** Approved members of the company who receive notifications (the release mail). */
export async function companyRecipients(db: DbOrTx, siteKey: string, companyId: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(siteUsers)
    .innerJoin(users, eq(users.id, siteUsers.userId))
    .where(
      and(
        approvedMemberOf(siteKey),
        eq(siteUsers.companyId, companyId),
        eq(users.receiveNotifications, true),
        ne(users.name, 'server'),
      ),
    )
    .orderBy(asc(users.name));
}

/** The released tasks as the mail names them, with their site's default language. */
export async function releasedTaskMailFacts(db: DbOrTx, taskIds: readonly string[]) {
  if (taskIds.length === 0) return [];
  return db
    .select({
      id: tasks.id,
      siteKey: tasks.siteKey,
      title: tasks.title,
      craftRecordId: tasks.craftRecordId,
      assignedCompanyId: tasks.assignedCompanyId,
      taskStatus: tasks.taskStatus,
      scaffoldTitle: craftRecords.title,
      siteDefaultLanguage: sites.defaultLanguage,
    })
    .from(tasks)
    .innerJoin(sites, eq(sites.siteKey, tasks.siteKey))
    .leftJoin(craftRecords, eq(craftRecords.id, tasks.needsScaffoldRecordId))
    .where(and(inArray(tasks.id, [...taskIds]), isNull(tasks.deletedAt)));
}
