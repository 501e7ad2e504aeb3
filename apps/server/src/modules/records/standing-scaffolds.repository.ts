import { and, asc, desc, eq, inArray, isNotNull, max } from 'drizzle-orm';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { QR_TAG_INSPECTION_TYPES } from '@craftwork/domain/records/qr-tag';
import type { Scope } from '../../access/scope.ts';
import { liveTaskInScope } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies, craftRecords, locations, tasks } from '../../db/schema.ts';
import { standingScaffoldCondition } from './records.repository.ts';

/** The reads of the standing scaffolds' Map View pins and report (standingScaffoldCondition). */

/**
 * The standing scaffolds for the Map View, newest installed first (then by id), up to `limit`:
 * each with its own position and its location's.
 */
export function listStandingScaffoldPins(db: DbOrTx, scope: Scope, limit: number) {
  return db
    .select({
      id: craftRecords.id,
      title: craftRecords.title,
      latitude: craftRecords.latitude,
      longitude: craftRecords.longitude,
      locationId: craftRecords.locationId,
      locationTitle: locations.title,
      locationLatitude: locations.latitude,
      locationLongitude: locations.longitude,
      timestampMarkedInstalled: craftRecords.timestampMarkedInstalled,
    })
    .from(craftRecords)
    .leftJoin(locations, eq(locations.id, craftRecords.locationId))
    .where(standingScaffoldCondition(scope))
    .orderBy(desc(craftRecords.timestampMarkedInstalled), craftRecords.id)
    .limit(limit);
}

/** The completed installation tasks of the records that the scope sees, latest completed first. */
export function listCompletedInstallations(db: DbOrTx, scope: Scope, recordIds: readonly string[]) {
  return db
    .select({
      id: tasks.id,
      title: tasks.title,
      craftRecordId: tasks.craftRecordId,
      timestampScheduled: tasks.timestampScheduled,
    })
    .from(tasks)
    .where(
      and(
        inArray(tasks.craftRecordId, [...recordIds]),
        eq(tasks.taskType, TASK_TYPE.INSTALLATION),
        eq(tasks.taskStatus, TASK_STATUS.COMPLETE),
        liveTaskInScope(scope),
      ),
    )
    .orderBy(desc(tasks.timestampTaskCompleted));
}

/**
 * The standing scaffolds a report lists, in the record locations given (empty: all), longest
 * standing first (then by id), up to `limit`.
 */
export function listStandingScaffoldReportRecords(
  db: DbOrTx,
  scope: Scope,
  locationIds: readonly string[],
  limit: number,
) {
  return db
    .select({
      id: craftRecords.id,
      title: craftRecords.title,
      craftDetails: craftRecords.craftDetails,
      locationTitle: locations.title,
      installed: craftRecords.installed,
      open: craftRecords.open,
      timestampMarkedInstalled: craftRecords.timestampMarkedInstalled,
      timestampRecordClosed: craftRecords.timestampRecordClosed,
    })
    .from(craftRecords)
    .leftJoin(locations, eq(locations.id, craftRecords.locationId))
    .where(
      and(
        standingScaffoldCondition(scope),
        locationIds.length > 0 ? inArray(craftRecords.locationId, [...locationIds]) : undefined,
      ),
    )
    .orderBy(asc(craftRecords.timestampMarkedInstalled), asc(craftRecords.id))
    .limit(limit);
}

/** The names of the site's companies among `companyIds`. */
export function listSiteCompanyNames(db: DbOrTx, siteKey: string, companyIds: string[]) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.siteKey, siteKey), inArray(companies.id, companyIds)));
}

/** The latest completed inspection of each record, among the tasks the scope sees. */
export async function findLastInspections(db: DbOrTx, scope: Scope, recordIds: readonly string[]) {
  if (recordIds.length === 0) return new Map<string, Date>();
  const rows = await db
    .select({ id: tasks.craftRecordId, at: max(tasks.timestampTaskCompleted) })
    .from(tasks)
    .where(
      and(
        inArray(tasks.craftRecordId, [...recordIds]),
        inArray(tasks.taskType, [...QR_TAG_INSPECTION_TYPES]),
        eq(tasks.taskStatus, TASK_STATUS.COMPLETE),
        isNotNull(tasks.timestampTaskCompleted),
        liveTaskInScope(scope),
      ),
    )
    .groupBy(tasks.craftRecordId);
  return new Map(rows.flatMap((r) => (r.at ? [[r.id, r.at] as const] : [])));
}
