import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CLOSED_TASK_STATUSES, TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { SCAFFOLD_INSPECTION_TASK_TYPES } from '@craftwork/domain/compliance/scaffold-state';
import type { Scope } from '../../access/scope.ts';
import { approvedMember } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import { craftRecords, locations, siteUsers, sites, tasks, users } from '../../db/schema.ts';
import { standingScaffoldCondition } from '../records/index.ts';
import { recordId as recordIdRef, scaffoldFactColumns } from './scaffold-facts.repository.ts';

const inspectionTypes = sql.raw(SCAFFOLD_INSPECTION_TASK_TYPES.join(', '));
const closedStatuses = sql.raw(CLOSED_TASK_STATUSES.join(', '));

/**
 * Every standing scaffold in the scope with what the compliance screen shows of it: its
 * inspection facts (scaffoldFactColumns), its open inspection task, whether any task of any
 * craft is open on it and its last task completion (the idle rule), and the company an
 * inspection task goes to (the installation task's, else the first authorized one).
 */
export function listStandingScaffolds(db: DbOrTx, scope: Scope) {
  return db
    .select({
      ...scaffoldFactColumns,
      title: craftRecords.title,
      tagNumber: craftRecords.tagNumber,
      locationId: craftRecords.locationId,
      locationTitle: locations.title,
      openInspectionTaskId: sql<string | null>`(select t.id from tasks t
        where t.craft_record_id = ${recordIdRef} and t.deleted_at is null
          and t.task_type in (${inspectionTypes}) and t.task_status not in (${closedStatuses})
        order by t.timestamp_created desc, t.id desc limit 1)`,
      hasOpenTask: sql<boolean>`exists (select 1 from tasks t
        where t.craft_record_id = ${recordIdRef} and t.deleted_at is null
          and t.task_status not in (${closedStatuses}))`,
      lastTaskCompletedAt: sql<Date | null>`(select max(t.timestamp_task_completed) from tasks t
        where t.craft_record_id = ${recordIdRef} and t.deleted_at is null
          and t.task_status = ${TASK_STATUS.COMPLETE})`.mapWith((v: string | Date | null) =>
        v === null ? null : new Date(v),
      ),
    })
    .from(craftRecords)
    .leftJoin(locations, eq(locations.id, craftRecords.locationId))
    .where(standingScaffoldCondition(scope))
    .orderBy(asc(craftRecords.timestampMarkedInstalled), asc(craftRecords.id));
}

export type TStandingScaffoldRow = Awaited<ReturnType<typeof listStandingScaffolds>>[number];

/** The records an inspection task is asked for, within the scope, with where the task goes. */
export function findInspectionTargets(db: DbOrTx, scope: Scope, recordIds: string[]) {
  return db
    .select({
      id: craftRecords.id,
      title: craftRecords.title,
      craftType: craftRecords.craftType,
      locationId: craftRecords.locationId,
      authorizedCompanies: craftRecords.authorizedCompanies,
      installationCompanyId: sql<string | null>`(select t.assigned_company_id from tasks t
        where t.craft_record_id = ${recordIdRef} and t.deleted_at is null
          and t.task_type = ${TASK_TYPE.INSTALLATION} and t.assigned_company_id is not null
        order by t.timestamp_created desc, t.id desc limit 1)`,
      hasOpenInspection: sql<boolean>`exists (select 1 from tasks t
        where t.craft_record_id = ${recordIdRef} and t.deleted_at is null
          and t.task_type in (${inspectionTypes}) and t.task_status not in (${closedStatuses}))`,
    })
    .from(craftRecords)
    .where(and(standingScaffoldCondition(scope), inArray(craftRecords.id, recordIds)))
    .for('update', { of: craftRecords });
}

/** Sets whether a member gets the daily overdue-inspections e-mail. */
export async function setDigestSubscription(
  db: DbOrTx,
  siteKey: string,
  userId: string,
  subscribed: boolean,
) {
  await db
    .update(siteUsers)
    .set({ complianceDigest: subscribed })
    .where(and(eq(siteUsers.siteKey, siteKey), eq(siteUsers.userId, userId)));
}

export async function digestSubscription(db: DbOrTx, siteKey: string, userId: string) {
  const [row] = await db
    .select({ subscribed: siteUsers.complianceDigest })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteKey, siteKey), eq(siteUsers.userId, userId)));
  return row?.subscribed ?? false;
}

/** Every site with at least one approved, subscribed member: what the digest tick reads. */
export function sitesWithDigestSubscribers(db: DbOrTx) {
  return db
    .selectDistinct({
      siteKey: sites.siteKey,
      name: sites.name,
      timezone: sites.timezone,
      customizations: sites.customizations,
      defaultLanguage: sites.defaultLanguage,
    })
    .from(sites)
    .innerJoin(siteUsers, eq(siteUsers.siteKey, sites.siteKey))
    .where(and(eq(siteUsers.complianceDigest, true), approvedMember()));
}

/**
 * A site's approved, subscribed members with their e-mail and language (plant personnel checked
 * later).
 */
export function digestSubscribers(db: DbOrTx, siteKey: string) {
  return db
    .select({ userId: users.id, email: users.email, name: users.name, language: users.language })
    .from(siteUsers)
    .innerJoin(users, eq(users.id, siteUsers.userId))
    .where(
      and(eq(siteUsers.siteKey, siteKey), eq(siteUsers.complianceDigest, true), approvedMember()),
    )
    .orderBy(asc(users.email));
}

/** The site's customizations (compliance settings) and time zone. */
export async function findSiteSettingsRow(db: DbOrTx, siteKey: string) {
  const [site] = await db
    .select({ customizations: sites.customizations, timezone: sites.timezone })
    .from(sites)
    .where(eq(sites.siteKey, siteKey));
  return site;
}

/** The site's task types per craft type. */
export async function findSiteTaskTypes(db: DbOrTx, siteKey: string) {
  const [site] = await db
    .select({ validTaskTypes: sites.validTaskTypes })
    .from(sites)
    .where(eq(sites.siteKey, siteKey));
  return site;
}

/** Inserts an inspection task made from the Compliance list, in the caller's transaction. */
export async function insertInspectionTask(
  tx: DbOrTx,
  task: typeof tasks.$inferInsert,
): Promise<void> {
  await tx.insert(tasks).values(task);
}
