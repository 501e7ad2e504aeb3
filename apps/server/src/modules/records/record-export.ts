/**
 * The standing scaffolds as a report reads them: the records of standingScaffoldCondition (the
 * dashboard's count and the Map View's pins), each attributed to its installation task's
 * company as the KPI standing summary attributes it (decision 140), with its days standing by
 * the records' rule (the craft list's "# Days Standing"), and its last completed inspection.
 */
import { and, asc, eq, inArray, isNotNull, isNull, max } from 'drizzle-orm';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { formatDate, formatListDateTime } from '@craftwork/domain/format/dates';
import type { TCsvValue } from '@craftwork/domain/lists/csv';
import { QR_TAG_INSPECTION_TYPES } from '@craftwork/domain/records/qr-tag';
import { standingDays } from '@craftwork/domain/records/standing';
import type { Scope } from '../../access/scope.ts';
import { taskScope } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies, craftRecords, locations, tasks } from '../../db/schema.ts';
import { standingScaffoldsAt } from '../kpi-records/index.ts';
import { kpiCompanies } from '../kpis/index.ts';
import { standingScaffoldCondition } from './records.repository.ts';

/** Most standing scaffolds a report lists (a site has far fewer). */
export const STANDING_REPORT_LIMIT = 50_000;
/** Rows per batch. */
export const STANDING_EXPORT_BATCH = 1_000;

export const STANDING_SCAFFOLD_HEADERS = [
  'Tag Number',
  'Title',
  'Location',
  'Company',
  'Installed',
  '# Days Standing',
  'Last Inspection',
] as const;

/** A report's narrowing: installation companies and record locations (empty: all). */
export type TStandingScaffoldFilter = {
  companyIds: readonly string[];
  locationIds: readonly string[];
};

export type TStandingScaffoldExport = {
  headers: readonly string[];
  total: number;
  batches: AsyncIterable<TCsvValue[][]>;
};

function tagNumberOf(details: Record<string, unknown>): string | null {
  const value = details.tagNumber;
  return value === undefined || value === null || value === '' ? null : String(value);
}

/** The latest completed inspection of each record, among the tasks the scope sees. */
async function lastInspections(db: DbOrTx, scope: Scope, recordIds: readonly string[]) {
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
        isNull(tasks.deletedAt),
        taskScope(scope),
      ),
    )
    .groupBy(tasks.craftRecordId);
  return new Map(rows.flatMap((r) => (r.at ? [[r.id, r.at] as const] : [])));
}

/**
 * The standing scaffolds in the scope at `now`, longest standing first (then by id). A company
 * user gets only the scaffolds their company installed (kpiCompanies), as on the KPI summary.
 */
export async function openStandingScaffoldExport(
  db: DbOrTx,
  scope: Scope,
  filter: TStandingScaffoldFilter,
  timeZone: string,
  now: Date,
  batchSize = STANDING_EXPORT_BATCH,
): Promise<TStandingScaffoldExport> {
  const [records, attributed] = await Promise.all([
    db
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
          filter.locationIds.length > 0
            ? inArray(craftRecords.locationId, [...filter.locationIds])
            : undefined,
        ),
      )
      .orderBy(asc(craftRecords.timestampMarkedInstalled), asc(craftRecords.id))
      .limit(STANDING_REPORT_LIMIT),
    standingScaffoldsAt(db, scope.siteKey, now),
  ]);
  const companyOf = new Map(attributed.map((s) => [s.recordId, s.companyId]));
  const allowed = kpiCompanies(scope, filter.companyIds);
  const rows = records.filter((r) => {
    if (allowed === null) return true;
    const company = companyOf.get(r.id) ?? null;
    return company !== null && allowed.includes(company);
  });
  const companyIds = [...new Set(rows.flatMap((r) => companyOf.get(r.id) ?? []))];
  const names = new Map(
    companyIds.length === 0
      ? []
      : (
          await db
            .select({ id: companies.id, name: companies.name })
            .from(companies)
            .where(and(eq(companies.siteKey, scope.siteKey), inArray(companies.id, companyIds)))
        ).map((c) => [c.id, c.name]),
  );
  async function* batches() {
    for (let i = 0; i < rows.length; i += batchSize) {
      const chunk = rows.slice(i, i + batchSize);
      const inspected = await lastInspections(
        db,
        scope,
        chunk.map((r) => r.id),
      );
      yield chunk.map((r): TCsvValue[] => {
        const company = companyOf.get(r.id) ?? null;
        return [
          tagNumberOf(r.craftDetails),
          r.title,
          r.locationTitle ?? '[No location]',
          company === null ? null : (names.get(company) ?? '[Unavailable]'),
          formatListDateTime(r.timestampMarkedInstalled, timeZone),
          standingDays(
            {
              installed: r.installed ?? false,
              timestampMarkedInstalled: r.timestampMarkedInstalled,
              open: r.open,
              timestampRecordClosed: r.timestampRecordClosed,
            },
            now,
          ),
          formatDate(inspected.get(r.id), timeZone) || null,
        ];
      });
    }
  }
  return { headers: STANDING_SCAFFOLD_HEADERS, total: rows.length, batches: batches() };
}
