import {
  ANALYTICS_CHARTS,
  analyticsCsvHeaders,
  analyticsCsvLine,
  analyticsFileName,
  canUseChart,
  chartAxisMax,
  craftRecordChartBars,
  taskChartBars,
  type TAnalyticsBar,
  type TAnalyticsFilters,
} from '@craftwork/domain/kpis/analytics';
import { craftTypeName } from '@craftwork/domain/catalogues/craft-types';
import { taskTypeName } from '@craftwork/domain/catalogues/task-types';
import { formatExportFileDate } from '@craftwork/domain/format/dates';
import { siteDayRange } from '@craftwork/domain/inventory/transaction-list';
import { toCsv } from '@craftwork/domain/lists/csv';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import { createdCraftRecords, createdTasks, type AnalyticsQuery } from './analytics.repository.ts';
import { departmentsOfLocations } from '../locations/index.ts';

/** The chart's bars in the caller's scope; a restricted chart needs plant personnel. */
async function chartBars(
  db: DbOrTx,
  scope: Scope,
  loadSite: SiteSource,
  filters: TAnalyticsFilters,
): Promise<{ bars: TAnalyticsBar[]; timeZone: string }> {
  if (!canUseChart(filters.chartType, scope.isPlantPersonnel)) {
    throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
  }
  const site = await loadSite();
  const timeZone = site.timezone;
  // Whole site days: from 00:00 of the first to 00:00 after the last, in the site's zone.
  const { start, end } = siteDayRange(filters.from, filters.to, timeZone);
  const query: AnalyticsQuery = {
    start: start ?? new Date(0),
    end: end ?? new Date(0),
    craftTypes: filters.craftTypes,
    taskTypes: filters.taskTypes,
    departments: filters.departments,
  };
  if (ANALYTICS_CHARTS[filters.chartType].subject === 'craftRecords') {
    const records = await createdCraftRecords(db, scope, query);
    const bars = craftRecordChartBars(
      records.map((r) => ({
        createdBy: { id: r.createdById, name: r.createdByName },
        workOrder: r.workOrder,
      })),
    );
    return { bars, timeZone };
  }
  const rows = await createdTasks(db, scope, query);
  const bars = taskChartBars(
    filters.chartType,
    rows.map((r) => ({
      createdBy: { id: r.createdById, name: r.createdByName },
      onBehalfOf: { id: r.onBehalfOfId, name: r.onBehalfOfName },
      location: { id: r.locationId, name: r.locationName },
      urgent: r.urgent,
      timestampAwaitingStart: r.timestampAwaitingStart,
      timestampScheduled: r.timestampScheduled,
    })),
    timeZone,
  );
  return { bars, timeZone };
}

/** analytics.chart: the bars, largest first, and the count axis maximum (1.1 × the largest). */
export async function analyticsChart(
  db: DbOrTx,
  scope: Scope,
  loadSite: SiteSource,
  filters: TAnalyticsFilters,
) {
  const { bars } = await chartBars(db, scope, loadSite, filters);
  return {
    chartType: filters.chartType,
    title: ANALYTICS_CHARTS[filters.chartType].title,
    bars,
    axisMax: chartAxisMax(
      bars.map((b) => b.value),
      false,
    ),
  };
}

/** analytics.exportCsv: 'Analytics - {chart title} - {MM-DD-YYYY}.csv' of the chart's bars. */
export async function exportAnalytics(
  db: DbOrTx,
  scope: Scope,
  loadSite: SiteSource,
  filters: TAnalyticsFilters,
  now = new Date(),
) {
  const { bars, timeZone } = await chartBars(db, scope, loadSite, filters);
  const type = filters.chartType;
  return {
    filename: analyticsFileName(type, formatExportFileDate(now, timeZone), 'csv'),
    csv: toCsv(
      analyticsCsvHeaders(type),
      bars.map((bar) => analyticsCsvLine(type, bar)),
    ),
    rows: bars.length,
  };
}

/** analytics.filterOptions: the site's craft and task types, the caller's departments. */
export async function analyticsFilterOptions(db: DbOrTx, scope: Scope, loadSite: SiteSource) {
  const [site, departments] = await Promise.all([
    loadSite(),
    departmentsOfLocations(db, scope.siteKey, scope.locationIds),
  ]);
  return {
    craftTypes: site.validCraftTypes.map((code) => ({ code, name: craftTypeName(code) })),
    taskTypes: site.validTaskTypes.map((code) => ({ code, name: taskTypeName(code) })),
    departments,
  };
}
