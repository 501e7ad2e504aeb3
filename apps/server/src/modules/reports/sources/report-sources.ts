/**
 * What each report type reads (decision 150): its rows in the requester's scope, a batch of at
 * most 1,000 at a time, with its options in words and its file name. Each type reads through
 * its list's own export (tasks, inventory objects) or the figures' own code (the KPI
 * dashboard), so a report says what the list or the dashboard says for the same filters.
 */
import { craftTypeName } from '@craftwork/domain/catalogues/craft-types';
import { TASK_STATUSES } from '@craftwork/domain/catalogues/task-statuses';
import { formatExportFileDate } from '@craftwork/domain/format/dates';
import type { TLanguage } from '@craftwork/domain/i18n/languages';
import {
  reportFileBaseName,
  reportFilterIn,
  reportFilters,
  type TReportFilterNames,
} from '@craftwork/domain/reports/report-filters';
import {
  REPORT_TYPE_INFO,
  reportRangeProblem,
  type TReportOptions,
  type TReportType,
} from '@craftwork/domain/reports/report-types';
import type { Scope } from '../../../access/scope.ts';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { listTemplates } from '../../kpi-templates/index.ts';
import { listLocations } from '../../locations/index.ts';
import { loadSiteConfig, type SiteConfig } from '../../../site-config/site-config.ts';
import { listSiteCompanies } from '../../sites/index.ts';
import type { TReportRow, TReportSource } from '../report-document.ts';
import { reportFilterLanguage } from './report-filter-language.ts';
import { companyNames, kpiTemplateNames, locationNames } from './report-filter-names.repository.ts';
import {
  completedTasksSource,
  inventorySummarySource,
  kpiSummarySource,
  openTasksSource,
  standingScaffoldsSource,
  type TSourceRows,
} from './type-sources.ts';
import { tasksByCompanySource } from './tasks-by-company.source.ts';

/** Rows per batch at most (TReportSource). */
export const REPORT_BATCH_MAX = 1_000;

/** The options the type uses; the others are cleared (REPORT_TYPE_INFO says which). */
export function usedOptions(type: TReportType, options: TReportOptions): TReportOptions {
  const uses = new Set(REPORT_TYPE_INFO[type].options);
  return {
    from: uses.has('dateRange') ? options.from : null,
    to: uses.has('dateRange') ? options.to : null,
    craftTypes: uses.has('craftTypes') ? options.craftTypes : [],
    companyIds: uses.has('companies') ? options.companyIds : [],
    locationIds: uses.has('locations') ? options.locationIds : [],
    statuses: uses.has('statuses') ? options.statuses : [],
    kpiTemplateId: uses.has('kpiTemplate') ? options.kpiTemplateId : null,
    // Saved before issue 33: no columns (the default) and the automatic page.
    columns: uses.has('columns')
      ? ((options.columns as TReportOptions['columns'] | undefined) ?? [])
      : [],
    orientation: (options.orientation as TReportOptions['orientation'] | undefined) ?? 'auto',
  };
}

/** Batches of at most `max` rows, whatever the reader yields. */
async function* rebatch(
  batches: AsyncIterable<readonly TReportRow[]>,
  max: number,
): AsyncGenerator<readonly TReportRow[]> {
  for await (const batch of batches) {
    for (let i = 0; i < batch.length; i += max) yield batch.slice(i, i + max);
  }
}

/** The names of the companies, locations and template the options hold (of the site only). */
async function filterNames(
  db: Database,
  siteKey: string,
  options: TReportOptions,
): Promise<TReportFilterNames> {
  const [companyRows, locationRows, templateRows] = await Promise.all([
    options.companyIds.length === 0 ? [] : companyNames(db, siteKey, options.companyIds),
    options.locationIds.length === 0 ? [] : locationNames(db, siteKey, options.locationIds),
    options.kpiTemplateId === null ? [] : kpiTemplateNames(db, siteKey, options.kpiTemplateId),
  ]);
  return {
    companies: Object.fromEntries(companyRows.map((c) => [c.id, c.name])),
    locations: Object.fromEntries(locationRows.map((l) => [l.id, l.name])),
    kpiTemplate: templateRows[0]?.name ?? null,
  };
}

/** The request's own check again: a saved configuration's run has not passed through it. */
function requireRange(type: TReportType, options: TReportOptions) {
  const problem = reportRangeProblem(type, options);
  if (problem) throw new AppError('BAD_REQUEST', problem);
}

function rowsOf(
  db: Database,
  scope: Scope,
  site: SiteConfig,
  type: TReportType,
  options: TReportOptions,
  now: Date,
): Promise<TSourceRows> {
  switch (type) {
    case 'open-tasks':
      return openTasksSource(db, scope, site, options, now);
    case 'completed-tasks':
      return completedTasksSource(db, scope, site, options, now);
    case 'standing-scaffolds':
      return standingScaffoldsSource(db, scope, site, options, now);
    case 'inventory-summary':
      return inventorySummarySource(db, scope, site, options);
    case 'kpi-summary':
      return kpiSummarySource(db, scope, site, options, now);
    case 'tasks-by-company':
      return tasksByCompanySource(db, scope, site, options);
  }
}

/**
 * The rows of a report type for a scope, with its words (the filters in the reader's
 * `language`, English when not given). Options the type does not use are ignored; a type that
 * needs a range refuses without one (BAD_REQUEST); Inventory Summary refuses on a site without
 * inventory, KPI Summary on a site without KPIs (FORBIDDEN, their screens' texts); a KPI
 * template of another site or deleted is NOT_FOUND.
 */
export async function openReportSource(
  db: Database,
  scope: Scope,
  type: TReportType,
  options: TReportOptions,
  now: Date,
  language: TLanguage = 'en',
): Promise<TReportSource> {
  const used = usedOptions(type, options);
  requireRange(type, used);
  const site = await loadSiteConfig(db, scope.siteKey);
  const [rows, names] = await Promise.all([
    rowsOf(db, scope, site, type, used, now),
    filterNames(db, scope.siteKey, used),
  ]);
  const title = REPORT_TYPE_INFO[type].title;
  const words = reportFilterLanguage(language);
  return {
    title,
    headers: rows.headers,
    ...(rows.widths ? { widths: rows.widths } : {}),
    total: rows.total,
    orientation: used.orientation,
    filters: reportFilters(type, used, names).map((filter) => reportFilterIn(filter, words)),
    batches: rebatch(rows.batches, REPORT_BATCH_MAX),
    fileBaseName: reportFileBaseName(title, formatExportFileDate(now, site.timezone)),
  };
}

/** The choices of the report form's options, in the caller's scope. */
export type TReportFilterOptions = {
  craftTypes: { code: number; name: string }[];
  companies: { id: string; name: string }[];
  locations: { id: string; title: string }[];
  statuses: { code: number; name: string }[];
  kpiTemplates: { id: string; name: string }[];
};

/**
 * The form's choices: the site's craft types (a company user's, when their company names
 * some), every task status, the companies the caller may report on (a company user: theirs),
 * the live locations they selected, and the site's KPI templates.
 */
export async function reportFilterOptions(
  db: Database,
  scope: Scope,
): Promise<TReportFilterOptions> {
  const [site, companyRows, locationRows, templateRows] = await Promise.all([
    loadSiteConfig(db, scope.siteKey),
    listSiteCompanies(db, scope.siteKey, scope.isPlantPersonnel ? undefined : scope.companyId),
    listLocations(db, scope.siteKey),
    listTemplates(db, scope.siteKey),
  ]);
  const own = scope.isPlantPersonnel ? [] : (companyRows[0]?.craftTypes ?? []);
  const craftTypes =
    own.length > 0 ? site.validCraftTypes.filter((c) => own.includes(c)) : site.validCraftTypes;
  const selected = new Set(scope.locationIds);
  return {
    craftTypes: craftTypes.map((code) => ({ code, name: craftTypeName(code) })),
    companies: companyRows.map((c) => ({ id: c.id, name: c.name })),
    locations: locationRows
      .filter((l) => selected.has(l.id))
      .map((l) => ({ id: l.id, title: l.title })),
    statuses: TASK_STATUSES.map((s) => ({ code: s.code, name: s.name })),
    kpiTemplates: templateRows.map((t) => ({ id: t.id, name: t.name })),
  };
}
