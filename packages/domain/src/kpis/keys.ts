/**
 * The KPIs of DECISIONS.md (KPIs), their kinds, and the counters a daily KPI record keeps.
 * One daily record exists per site day × craft type × company × location × task type.
 */

export const KPI_KEYS = [
  'kpiPercentSchedule',
  'kpiTasksCompleted',
  'kpiNewTasksCreated',
  'kpiUrgent',
  'kpiSameDay',
  'kpiBacklog',
  'kpiAverageScheduleDays',
  'kpiAverageUrgentResponseHours',
  'kpiStandingScaffolds',
  'kpiDaysStanding',
  'kpiNextOpportunityCompleted',
  'kpiBarrierHours',
  'kpiLaborHours',
  'kpiLegFeet',
  'kpiSquareFeetPainted',
  'kpiSquareFeetSandblasted',
  'kpiScheduleClasses',
  'kpiInspectionCompliance',
  /** Live, not from records: open tasks now, by age since creation. */
  'kpiOpenWorkByAge',
] as const;

export type TKpiKey = (typeof KPI_KEYS)[number];

export const DEFAULT_SELECTED_KPI: TKpiKey = 'kpiPercentSchedule';

export function isKpiKey(key: string): key is TKpiKey {
  return (KPI_KEYS as readonly string[]).includes(key);
}

/** The spec's KPI types, and the chart each is drawn with. */
export const KPI_TYPES = ['total', 'average', 'percentage'] as const;
export type TKpiType = (typeof KPI_TYPES)[number];
export const KPI_CHART_TYPES = ['date-column', 'pie-simple'] as const;
export type TKpiChartType = (typeof KPI_CHART_TYPES)[number];
export const KPI_TIMESCALES = ['daily', 'weekly', 'monthly', 'quarterly'] as const;
export type TKpiTimescale = (typeof KPI_TIMESCALES)[number];

export const KPI_TIMESCALE_LABELS: Record<TKpiTimescale, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
};

/** The schedule classes of kpiScheduleClasses, in the order the first that applies wins. */
export const SCHEDULE_CLASSES = [
  'emergency',
  'breakIn',
  'unscheduled',
  'backlog',
  'onSchedule',
  'notOnSchedule',
  'unclassified',
] as const;
export type TScheduleClass = (typeof SCHEDULE_CLASSES)[number];

export const SCHEDULE_CLASS_LABELS: Record<TScheduleClass, string> = {
  emergency: 'Emergency',
  breakIn: 'Break-in',
  unscheduled: 'Unscheduled',
  backlog: 'Backlog',
  onSchedule: 'On schedule',
  notOnSchedule: 'Not on schedule',
  unclassified: 'Unclassified',
};

/**
 * The numeric counters of one daily KPI record (columns of kpi_records). Sums add across
 * records; averages and percentages are built from a sum and a count so that they are weighted
 * by their counts, never averages of averages.
 */
export const KPI_COUNTERS = [
  'tasksCompleted',
  'newTasksCreated',
  'urgentCreated',
  'sameDayCreated',
  'backlog',
  'nextOpportunityCompleted',
  /** Completed that day, not urgent, with a scheduled time: the kpiPercentSchedule base. */
  'scheduleEligible',
  /** Of those, completed on or before their scheduled site day. */
  'scheduleOnTime',
  'scheduleDaysSum',
  'scheduleDaysCount',
  'urgentResponseHoursSum',
  'urgentResponseCount',
  'standingScaffolds',
  'daysStandingSum',
  'barrierHours',
  'laborHours',
  'legFeet',
  'squareFeetPainted',
  'squareFeetSandblasted',
  'classEmergency',
  'classBreakIn',
  'classUnscheduled',
  'classBacklog',
  'classOnSchedule',
  'classNotOnSchedule',
  'classUnclassified',
  /** Scaffold inspection tasks whose scheduled site day was that day. */
  'inspectionsDue',
  /** Of those, completed by the end of their scheduled site day. */
  'inspectionsOnTime',
] as const;

export type TKpiCounter = (typeof KPI_COUNTERS)[number];
export type TKpiCounters = Record<TKpiCounter, number>;

/** Counters that describe the state at the end of a day: a period shows its last day's. */
export const SNAPSHOT_COUNTERS: readonly TKpiCounter[] = [
  'backlog',
  'standingScaffolds',
  'daysStandingSum',
];

export function emptyCounters(): TKpiCounters {
  return Object.fromEntries(KPI_COUNTERS.map((c) => [c, 0])) as TKpiCounters;
}

/** Barrier hours by barrier cause key (the pie of kpiBarrierHours). */
export type TBarrierHoursByCause = Record<string, number>;

/**
 * The task ids behind each KPI of a record, so that a chart's bar opens exactly the tasks it
 * counts (for kpiStandingScaffolds and kpiDaysStanding: each scaffold's installation task).
 */
export type TKpiTaskIds = Partial<Record<TKpiKey | TScheduleClass, string[]>>;

/** One daily KPI record as stored and as the dashboard reads it. */
export type TKpiRecord = {
  /** The site day, YYYY-MM-DD. */
  day: string;
  craftType: number;
  companyId: string | null;
  locationId: string | null;
  taskType: number;
  counters: TKpiCounters;
  barrierCauses: TBarrierHoursByCause;
  taskIds: TKpiTaskIds;
};
