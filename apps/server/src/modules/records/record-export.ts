/**
 * The standing scaffolds as a report reads them: the records of standingScaffoldCondition (the
 * dashboard's count and the Map View's pins), each attributed to its installation task's
 * company as the KPI standing summary attributes it (decision 140), with its days standing by
 * the records' rule (the craft list's "# Days Standing"), and its last completed inspection.
 */
import { formatDate, formatListDateTime } from '@craftwork/domain/format/dates';
import type { TCsvValue } from '@craftwork/domain/lists/csv';
import { standingDays } from '@craftwork/domain/records/standing';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { standingScaffoldsAt } from '../kpi-records/index.ts';
import { kpiCompanies } from '../kpis/index.ts';
import {
  findLastInspections,
  listSiteCompanyNames,
  listStandingScaffoldReportRecords,
} from './standing-scaffolds.repository.ts';

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
    listStandingScaffoldReportRecords(db, scope, filter.locationIds, STANDING_REPORT_LIMIT),
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
      : (await listSiteCompanyNames(db, scope.siteKey, companyIds)).map((c) => [c.id, c.name]),
  );
  async function* batches() {
    for (let i = 0; i < rows.length; i += batchSize) {
      const chunk = rows.slice(i, i + batchSize);
      const inspected = await findLastInspections(
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
