import { z } from 'zod';
import { DEFAULT_SCHEDULED_FALLBACK } from '../format/dates.ts';
import { TEXT_LIMITS } from '../text/rules.ts';
import {
  daysInRange,
  KPI_RANGE_MAX_DAYS,
  KPI_RANGE_MESSAGE,
  KPI_RANGE_TOO_LONG,
  ZSiteDay,
} from './filters.ts';
import { isSameDayTask } from './same-day.ts';

/**
 * The analytics chart screen (spec part 3, 2.6): counts of tasks (or craft records) created
 * in a range of site days, one horizontal bar per user, on-behalf-of user or location.
 */

/** The spec's chart types, in the order the screen offers them. */
export const ANALYTICS_CHART_TYPES = [
  'task-created-by-user',
  'tasks-created-by-on-behalf-of',
  'tasks-created-by-location',
  'urgent-tasks-created-by-user',
  'urgent-tasks-created-by-user-on-behalf-of',
  'urgent-tasks-created-by-location',
  'same-day-tasks-created-by-user',
  'same-day-tasks-created-by-on-behalf-of',
  'same-day-tasks-created-by-location',
  'craft-records-created-without-work-order-by-user',
] as const;

export type TAnalyticsChartType = (typeof ANALYTICS_CHART_TYPES)[number];

/** What a bar groups by. */
export type TAnalyticsGroupBy = 'user' | 'onBehalfOf' | 'location';
/** Which of the created items a bar counts: all, the urgent, the same-day, those without a work order. */
export type TAnalyticsMeasure = 'all' | 'urgent' | 'sameDay' | 'withoutWorkOrder';

export type TAnalyticsChart = {
  title: string;
  subject: 'tasks' | 'craftRecords';
  groupBy: TAnalyticsGroupBy;
  measure: TAnalyticsMeasure;
  /** Usable only by plant personnel (per-user, on-behalf-of and without-work-order charts). */
  restricted: boolean;
};

const chart = (
  title: string,
  groupBy: TAnalyticsGroupBy,
  measure: TAnalyticsMeasure,
  subject: TAnalyticsChart['subject'] = 'tasks',
): TAnalyticsChart => ({ title, subject, groupBy, measure, restricted: groupBy !== 'location' });

export const ANALYTICS_CHARTS: Record<TAnalyticsChartType, TAnalyticsChart> = {
  'task-created-by-user': chart('Tasks Created by User', 'user', 'all'),
  'tasks-created-by-on-behalf-of': chart('Tasks Created by On-Behalf-Of User', 'onBehalfOf', 'all'),
  'tasks-created-by-location': chart('Tasks Created by Location', 'location', 'all'),
  'urgent-tasks-created-by-user': chart('Urgent Tasks Created by User', 'user', 'urgent'),
  'urgent-tasks-created-by-user-on-behalf-of': chart(
    'Urgent Tasks Created by User On Behalf Of',
    'onBehalfOf',
    'urgent',
  ),
  'urgent-tasks-created-by-location': chart(
    'Urgent Tasks Created by Location',
    'location',
    'urgent',
  ),
  'same-day-tasks-created-by-user': chart('Same-Day Tasks Created by User', 'user', 'sameDay'),
  'same-day-tasks-created-by-on-behalf-of': chart(
    'Same-Day Tasks Created by On-Behalf-Of User',
    'onBehalfOf',
    'sameDay',
  ),
  'same-day-tasks-created-by-location': chart(
    'Same-Day Tasks Created by Location',
    'location',
    'sameDay',
  ),
  'craft-records-created-without-work-order-by-user': chart(
    'Craft Records Created Without Work Order by User',
    'user',
    'withoutWorkOrder',
    'craftRecords',
  ),
};

export const ANALYTICS_DEFAULT_CHART: TAnalyticsChartType = 'tasks-created-by-location';

/** Why a restricted chart's option is disabled. */
export const ANALYTICS_RESTRICTED_REASON = 'Only plant personnel can see this chart.';

/** Sorting by scheduled time puts tasks without one at 01/01/2050 (spec 2.6, as the lists). */
export const ANALYTICS_SCHEDULED_FALLBACK: Date = DEFAULT_SCHEDULED_FALLBACK;

export const ANALYTICS_TEXTS = {
  noData: 'No data found',
  noLocation: '[No location]',
  unavailable: '[Unavailable]',
  showAsPercentage: 'Show as percentage',
} as const;

/** Whether the caller may see a chart: the by-location charts are open to all. */
export function canUseChart(type: TAnalyticsChartType, isPlantPersonnel: boolean): boolean {
  return isPlantPersonnel || !ANALYTICS_CHARTS[type].restricted;
}

/**
 * Whether the chart offers "Show as percentage": a share of the group's created items makes
 * sense only when the chart counts a part of them (urgent, same-day, without a work order).
 */
export function offersPercentage(type: TAnalyticsChartType): boolean {
  return ANALYTICS_CHARTS[type].measure !== 'all';
}

/** What the percentage is of, for the chart's legend, table and export. */
export function percentageBase(type: TAnalyticsChartType): string {
  return ANALYTICS_CHARTS[type].subject === 'craftRecords'
    ? 'Craft Records Created'
    : 'Tasks Created';
}

/** The horizontal axis maximum: 1.1 × the largest value; percentage charts 0 to 100. */
export function chartAxisMax(values: readonly number[], asPercentage: boolean): number {
  if (asPercentage) return 100;
  const largest = Math.max(0, ...values);
  return largest === 0 ? 1 : Math.round(largest * 1.1 * 1000) / 1000;
}

/** A share in percent, one decimal; 0 of nothing is 0. */
export function percentOf(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 1000) / 10;
}

/** The chart's input: its type and the 2.6 filters; an empty list means All. */
export const ZAnalyticsFilters = z
  .object({
    chartType: z.enum(ANALYTICS_CHART_TYPES).default(ANALYTICS_DEFAULT_CHART),
    from: ZSiteDay,
    to: ZSiteDay,
    craftTypes: z.array(z.number().int().min(0).max(10_000)).max(100).default([]),
    taskTypes: z.array(z.number().int().min(0).max(10_000)).max(100).default([]),
    departments: z.array(z.string().trim().min(1).max(TEXT_LIMITS.title)).max(200).default([]),
  })
  .refine((f) => f.from <= f.to, { message: KPI_RANGE_MESSAGE, path: ['to'] })
  .refine((f) => daysInRange(f.from, f.to) <= KPI_RANGE_MAX_DAYS, {
    message: KPI_RANGE_TOO_LONG,
    path: ['from'],
  });

export type TAnalyticsFilters = z.output<typeof ZAnalyticsFilters>;
export type TAnalyticsFiltersInput = z.input<typeof ZAnalyticsFilters>;

/** A created task as the charts read it; names are null when the user or location is gone. */
export type TAnalyticsTask = {
  createdBy: { id: string | null; name: string | null };
  onBehalfOf: { id: string | null; name: string | null };
  location: { id: string | null; name: string | null };
  urgent: boolean;
  timestampAwaitingStart: Date | null;
  timestampScheduled: Date | null;
};

/** A created craft record as the without-work-order chart reads it. */
export type TAnalyticsCraftRecord = {
  createdBy: { id: string | null; name: string | null };
  workOrder: string | null;
};

/** One bar: the group's label, how many it counts, and how many were created in the group. */
export type TAnalyticsBar = { key: string; label: string; value: number; total: number };

/** A user cell: no user or one gone reads [Unavailable]. */
function userGroup(ref: { id: string | null; name: string | null }) {
  return { key: ref.id ?? '', label: ref.name ?? ANALYTICS_TEXTS.unavailable };
}

/** A location cell: none reads [No location]; a deleted one [Unavailable]. */
function locationGroup(ref: { id: string | null; name: string | null }) {
  if (ref.id === null) return { key: '', label: ANALYTICS_TEXTS.noLocation };
  return { key: ref.id, label: ref.name ?? ANALYTICS_TEXTS.unavailable };
}

/** Largest first, then by label, so equal bars keep one order. */
function sortBars(bars: TAnalyticsBar[]): TAnalyticsBar[] {
  return bars.sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
}

function collect<T>(
  items: readonly T[],
  group: (item: T) => { key: string; label: string } | null,
  counts: (item: T) => boolean,
): TAnalyticsBar[] {
  const bars = new Map<string, TAnalyticsBar>();
  for (const item of items) {
    const g = group(item);
    if (!g) continue;
    const bar = bars.get(g.key) ?? { ...g, value: 0, total: 0 };
    bar.total += 1;
    if (counts(item)) bar.value += 1;
    bars.set(g.key, bar);
  }
  // A group with nothing to count has no bar (it would be a bar of 0).
  return sortBars([...bars.values()].filter((b) => b.value > 0));
}

/**
 * The bars of a task chart. Tasks without an on-behalf-of user are not in the on-behalf-of
 * charts; same-day is the spec's rule (isSameDayTask) in the site's time zone.
 */
export function taskChartBars(
  type: TAnalyticsChartType,
  tasks: readonly TAnalyticsTask[],
  timeZone: string,
): TAnalyticsBar[] {
  const { groupBy, measure } = ANALYTICS_CHARTS[type];
  const group = (t: TAnalyticsTask) => {
    if (groupBy === 'location') return locationGroup(t.location);
    if (groupBy === 'user') return userGroup(t.createdBy);
    return t.onBehalfOf.id === null ? null : userGroup(t.onBehalfOf);
  };
  const counts = (t: TAnalyticsTask) =>
    measure === 'urgent' ? t.urgent : measure === 'sameDay' ? isSameDayTask(t, timeZone) : true;
  return collect(tasks, group, counts);
}

/** Whether a craft record has no work order (none, or only blanks). */
export function lacksWorkOrder(workOrder: string | null): boolean {
  return workOrder === null || workOrder.trim() === '';
}

/** The bars of the without-work-order chart: per creator, records created without one. */
export function craftRecordChartBars(records: readonly TAnalyticsCraftRecord[]): TAnalyticsBar[] {
  return collect(
    records,
    (r) => userGroup(r.createdBy),
    (r) => lacksWorkOrder(r.workOrder),
  );
}

/** The first column's heading: what the bars group by. */
export function groupHeading(type: TAnalyticsChartType): string {
  const { groupBy } = ANALYTICS_CHARTS[type];
  return groupBy === 'location' ? 'Location' : groupBy === 'user' ? 'User' : 'On-Behalf-Of User';
}

/** The export's columns: the group, the count, and for a share chart the base and the share. */
export function analyticsCsvHeaders(type: TAnalyticsChartType): string[] {
  const headers = [groupHeading(type), ANALYTICS_CHARTS[type].title];
  return offersPercentage(type) ? [...headers, percentageBase(type), 'Percentage'] : headers;
}

export function analyticsCsvLine(
  type: TAnalyticsChartType,
  bar: TAnalyticsBar,
): (string | number)[] {
  const line: (string | number)[] = [bar.label, bar.value];
  return offersPercentage(type) ? [...line, bar.total, percentOf(bar.value, bar.total)] : line;
}

/** "Analytics - {chart title} - {MM-DD-YYYY}.csv" (or .png). */
export function analyticsFileName(
  type: TAnalyticsChartType,
  exportDate: string,
  extension: 'csv' | 'png',
): string {
  return `Analytics - ${ANALYTICS_CHARTS[type].title} - ${exportDate}.${extension}`;
}
