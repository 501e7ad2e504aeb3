/**
 * The rows of each report type but Tasks by Company, read through the list exports and the KPI
 * dashboard (report-sources.ts adds the words and the file name).
 */
import type { TCsvValue } from '@craftwork/domain/lists/csv';
import type { TReportOptions } from '@craftwork/domain/reports/report-types';
import {
  shownTaskColumns,
  taskReportProjection,
} from '@craftwork/domain/reports/task-report-columns';
import type { Scope } from '../../../access/scope.ts';
import type { Database } from '../../../db/client.ts';
import { requireInventoryEnabled } from '../../inventory-stock/index.ts';
import { openObjectExport } from '../../inventory-objects/index.ts';
import { requireKpisEnabled } from '../../kpis/index.ts';
import { KPI_SUMMARY_HEADERS, kpiSummary, kpiSummaryRow } from '../../kpis/index.ts';
import { openStandingScaffoldExport } from '../../records/index.ts';
import type { SiteConfig } from '../../../site-config/site-config.ts';
import { openTaskExport, TASK_REPORT_ROW_LIMIT, taskListQuery } from '../../tasks/index.ts';
import { rangeInstants } from './report-range.ts';

/** A type's table: its headers, column widths, row count and rows in batches. */
export type TSourceRows = {
  headers: readonly string[];
  widths?: readonly number[];
  total: number;
  batches: AsyncIterable<readonly (readonly TCsvValue[])[]>;
};

/** Most objects an Inventory Summary reads (as many as a task report). */
const INVENTORY_REPORT_ROW_LIMIT = TASK_REPORT_ROW_LIMIT;

/** The task reports' widths by column title: text columns wider (equal when unnamed). */
const TASK_WIDTHS: Readonly<Record<string, number>> = {
  Title: 3,
  Description: 4,
  'Work Record': 3,
  Checklist: 3,
  Urgent: 1,
};

/**
 * A task report: a task list's export (the list and its completed range as the list takes
 * them), narrowed by the report's craft types, companies, locations and statuses, in the
 * report's columns (domain reports/task-report-columns.ts).
 */
async function taskReportRows(
  db: Database,
  scope: Scope,
  site: SiteConfig,
  options: TReportOptions,
  now: Date,
  list: {
    taskParam: 'All' | 'Completed';
    completedFrom: string | null;
    completedTo: string | null;
  },
): Promise<TSourceRows> {
  const query = {
    ...taskListQuery({ ...list, craftType: null, search: '', sort: null }, site.timezone, now),
    craftTypes: options.craftTypes,
    companyIds: options.companyIds,
    locationIds: options.locationIds,
    statuses: options.statuses,
  };
  const rows = await openTaskExport(db, scope, query, site.timezone, TASK_REPORT_ROW_LIMIT);
  // The list export's rows under the task list's column titles, ids left out, in the columns
  // the user chose (the default eight when none).
  const { headers, pick } = taskReportProjection(rows.headers, shownTaskColumns(options.columns));
  async function* batches() {
    for await (const batch of rows.batches) yield batch.map(pick);
  }
  return {
    headers,
    widths: headers.map((h) => TASK_WIDTHS[h] ?? 2),
    total: rows.total,
    batches: batches(),
  };
}

/** Open Tasks: the "All" task list (every open task) as tasks.exportCsv writes it. */
export function openTasksSource(
  db: Database,
  scope: Scope,
  site: SiteConfig,
  options: TReportOptions,
  now: Date,
): Promise<TSourceRows> {
  return taskReportRows(db, scope, site, options, now, {
    taskParam: 'All',
    completedFrom: null,
    completedTo: null,
  });
}

/**
 * Completed Tasks: the Completed task list with its completed range set to the report's site
 * days (from the first instant of `from` to the last millisecond of `to`).
 */
export function completedTasksSource(
  db: Database,
  scope: Scope,
  site: SiteConfig,
  options: TReportOptions,
  now: Date,
): Promise<TSourceRows> {
  const { start, end } = rangeInstants(options, site.timezone);
  return taskReportRows(db, scope, site, options, now, {
    taskParam: 'Completed',
    completedFrom: start?.toISOString() ?? null,
    completedTo: end ? new Date(end.getTime() - 1).toISOString() : null,
  });
}

/** Standing Scaffolds: record-export.ts's rows, longest standing first. */
export async function standingScaffoldsSource(
  db: Database,
  scope: Scope,
  site: SiteConfig,
  options: TReportOptions,
  now: Date,
): Promise<TSourceRows> {
  const rows = await openStandingScaffoldExport(
    db,
    scope,
    { companyIds: options.companyIds, locationIds: options.locationIds },
    site.timezone,
    now,
  );
  return { ...rows, widths: [1.5, 3, 2, 2, 2, 1, 1.5] };
}

/** Inventory Summary: inventoryObjects.exportCsv's rows (every object, by title). */
export async function inventorySummarySource(
  db: Database,
  scope: Scope,
  site: SiteConfig,
  options: TReportOptions,
): Promise<TSourceRows> {
  await requireInventoryEnabled(() => Promise.resolve(site));
  const rows = await openObjectExport(
    db,
    scope,
    {
      search: '',
      status: 'all',
      lowOnly: false,
      sort: null,
      craftTypes: options.craftTypes,
      locationIds: options.locationIds,
    },
    site.timezone,
    INVENTORY_REPORT_ROW_LIMIT,
  );
  return { ...rows, widths: [4, 1, 1, 1, 1, 1, 2, 2] };
}

/** KPI Summary: the KPI dashboard's cards over the range (a template's, or the default ones). */
export async function kpiSummarySource(
  db: Database,
  scope: Scope,
  site: SiteConfig,
  options: TReportOptions,
  now: Date,
): Promise<TSourceRows> {
  await requireKpisEnabled(() => Promise.resolve(site));
  const summary = await kpiSummary(
    db,
    scope,
    site,
    {
      from: options.from ?? '',
      to: options.to ?? '',
      craftTypes: options.craftTypes,
      companyIds: options.companyIds,
      templateId: options.kpiTemplateId,
    },
    now,
  );
  const rows = summary.cards.map(kpiSummaryRow);
  async function* batches() {
    yield rows;
  }
  return {
    headers: KPI_SUMMARY_HEADERS,
    widths: [4, 1.5, 1.5, 1.5, 1.5, 2],
    total: rows.length,
    batches: batches(),
  };
}
