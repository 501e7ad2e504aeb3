import { formatExportFileDate } from '@craftwork/domain/format/dates';
import { toCsv } from '@craftwork/domain/lists/csv';
import {
  noSignInCutoff,
  USAGE_CSV_HEADERS,
  usageCsvLine,
  usageExportFileName,
  usageRangeInstants,
  type TUsageByCompanyInput,
  type TUsageCompanyCounts,
  type TUsageMetricsFilter,
  type TUsageMetricsListInput,
  type TUsageRow,
} from '@craftwork/domain/usage/usage-metrics';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import {
  allUsage,
  companyOptions,
  pageUsage,
  usageByCompany,
  type UsageQuery,
  type UsageRowData,
} from './usage-metrics.repository.ts';

/** Most rows an export holds (as the other lists). */
export const EXPORT_ROW_LIMIT = 50_000;

/** The filter with its site days as instants of the site's time zone, and the cutoff. */
function toQuery(filter: TUsageMetricsFilter, timeZone: string, now: Date): UsageQuery {
  const { from, to, noSignInDays, ...rest } = filter;
  return {
    ...rest,
    ...usageRangeInstants({ from, to }, timeZone),
    noSignInSince: noSignInDays === null ? null : noSignInCutoff(now, noSignInDays),
  };
}

function toRow(row: UsageRowData): TUsageRow {
  return {
    ...row,
    appLastOpened: row.appLastOpened?.toISOString() ?? null,
    lastSignIn: row.lastSignIn?.toISOString() ?? null,
  };
}

/** usageMetrics.list: a page of the members in the caller's scope, most sign-ins first. */
export async function listUsage(
  db: DbOrTx,
  scope: Scope,
  loadSite: SiteSource,
  input: TUsageMetricsListInput,
  now = new Date(),
) {
  const { page, pageSize, ...filter } = input;
  const site = await loadSite();
  const { rows, total } = await pageUsage(db, scope, toQuery(filter, site.timezone, now), {
    page,
    pageSize,
  });
  return { rows: rows.map(toRow), total };
}

/** usageMetrics.exportCsv: 'Usage Metrics - {MM-DD-YYYY}.csv' of the filtered rows. */
export async function exportUsage(
  db: DbOrTx,
  scope: Scope,
  loadSite: SiteSource,
  filter: TUsageMetricsFilter,
  now = new Date(),
) {
  const site = await loadSite();
  const rows = await allUsage(db, scope, toQuery(filter, site.timezone, now), EXPORT_ROW_LIMIT);
  const lines = rows.map((row) => usageCsvLine(toRow(row), site.timezone));
  return {
    filename: usageExportFileName(formatExportFileDate(now, site.timezone)),
    csv: toCsv(USAGE_CSV_HEADERS, lines),
    rows: rows.length,
  };
}

/** usageMetrics.byCompany: the counts per company of the members in the caller's scope. */
export async function listUsageByCompany(
  db: DbOrTx,
  scope: Scope,
  loadSite: SiteSource,
  input: TUsageByCompanyInput,
): Promise<TUsageCompanyCounts[]> {
  const site = await loadSite();
  const range = usageRangeInstants(input, site.timezone);
  return usageByCompany(db, scope, { ...range, companyId: input.companyId });
}

/** usageMetrics.filterOptions: the companies the company filter offers. */
export async function usageFilterOptions(db: DbOrTx, scope: Scope) {
  return { companies: await companyOptions(db, scope) };
}
