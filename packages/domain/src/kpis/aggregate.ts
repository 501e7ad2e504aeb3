/**
 * A KPI's value from summed daily counters (DECISIONS.md, KPIs): totals add, averages are a sum
 * divided by a count and percentages a met count divided by an eligible count, both over the
 * whole period (weighted, never averages of averages). Snapshot counters (backlog, standing
 * scaffolds, days standing) describe the end of a day, so a period takes its last day's.
 */
import { averageStandingDays } from '../records/standing.ts';
import {
  emptyCounters,
  KPI_COUNTERS,
  SCHEDULE_CLASSES,
  SNAPSHOT_COUNTERS,
  type TKpiCounter,
  type TKpiCounters,
  type TKpiKey,
  type TScheduleClass,
} from './keys.ts';

/** The KPIs read from the daily records (kpiOpenWorkByAge is live). */
export type TRecordKpiKey = Exclude<TKpiKey, 'kpiOpenWorkByAge'>;

export type TKpiMeasure =
  | { kind: 'total'; counters: readonly TKpiCounter[] }
  | { kind: 'ratio'; numerator: TKpiCounter; denominator: TKpiCounter; scale: 1 | 100 };

const total = (...counters: TKpiCounter[]): TKpiMeasure => ({ kind: 'total', counters });
const ratio = (numerator: TKpiCounter, denominator: TKpiCounter, scale: 1 | 100): TKpiMeasure => ({
  kind: 'ratio',
  numerator,
  denominator,
  scale,
});

export const SCHEDULE_CLASS_COUNTERS: Record<TScheduleClass, TKpiCounter> = {
  emergency: 'classEmergency',
  breakIn: 'classBreakIn',
  unscheduled: 'classUnscheduled',
  backlog: 'classBacklog',
  onSchedule: 'classOnSchedule',
  notOnSchedule: 'classNotOnSchedule',
  unclassified: 'classUnclassified',
};

/** How each KPI is built from the counters. */
export const KPI_MEASURES: Record<TRecordKpiKey, TKpiMeasure> = {
  kpiPercentSchedule: ratio('scheduleOnTime', 'scheduleEligible', 100),
  kpiTasksCompleted: total('tasksCompleted'),
  kpiNewTasksCreated: total('newTasksCreated'),
  kpiUrgent: total('urgentCreated'),
  kpiSameDay: total('sameDayCreated'),
  kpiBacklog: total('backlog'),
  kpiAverageScheduleDays: ratio('scheduleDaysSum', 'scheduleDaysCount', 1),
  kpiAverageUrgentResponseHours: ratio('urgentResponseHoursSum', 'urgentResponseCount', 1),
  kpiStandingScaffolds: total('standingScaffolds'),
  kpiDaysStanding: ratio('daysStandingSum', 'standingScaffolds', 1),
  kpiNextOpportunityCompleted: total('nextOpportunityCompleted'),
  kpiBarrierHours: total('barrierHours'),
  kpiLaborHours: total('laborHours'),
  kpiLegFeet: total('legFeet'),
  kpiSquareFeetPainted: total('squareFeetPainted'),
  kpiSquareFeetSandblasted: total('squareFeetSandblasted'),
  kpiScheduleClasses: total(...SCHEDULE_CLASSES.map((c) => SCHEDULE_CLASS_COUNTERS[c])),
  kpiInspectionCompliance: ratio('inspectionsOnTime', 'inspectionsDue', 100),
};

export function isRecordKpi(key: TKpiKey): key is TRecordKpiKey {
  return key !== 'kpiOpenWorkByAge';
}

function measureCounters(m: TKpiMeasure): readonly TKpiCounter[] {
  return m.kind === 'total' ? m.counters : [m.numerator, m.denominator];
}

/** A KPI whose counters are all snapshots: a period shows its last day, and so do its tasks. */
export function isSnapshotKpi(key: TRecordKpiKey): boolean {
  return measureCounters(KPI_MEASURES[key]).every((c) => SNAPSHOT_COUNTERS.includes(c));
}

/** One site day's counters (summed over the day's filtered records) and its tasks per KPI. */
export type TKpiDay = {
  day: string;
  counters: TKpiCounters;
  /** How many tasks each KPI (or schedule class) of the day counts. */
  tasks: Partial<Record<TRecordKpiKey | TScheduleClass, number>>;
};

/** Adds b into a (in place): the day's records summed. */
export function addCounters(a: TKpiCounters, b: TKpiCounters): TKpiCounters {
  for (const c of KPI_COUNTERS) a[c] += b[c];
  return a;
}

/** A period's counters: flows summed over its days, snapshots from its last day. */
export function periodCounters(days: readonly TKpiDay[]): TKpiCounters {
  const out = emptyCounters();
  let last: TKpiDay | undefined;
  for (const d of days) {
    addCounters(out, d.counters);
    if (!last || d.day > last.day) last = d;
  }
  for (const c of SNAPSHOT_COUNTERS) out[c] = last ? last.counters[c] : 0;
  return out;
}

/** How many tasks a period of a KPI counts: summed, or its last day's for a snapshot KPI. */
export function periodTasks(
  days: readonly TKpiDay[],
  key: TRecordKpiKey,
  part: TRecordKpiKey | TScheduleClass = key,
): number {
  if (days.length === 0) return 0;
  if (isSnapshotKpi(key)) {
    const last = days.reduce((a, b) => (b.day > a.day ? b : a));
    return last.tasks[part] ?? 0;
  }
  return days.reduce((n, d) => n + (d.tasks[part] ?? 0), 0);
}

/** A KPI's parts over a period: numerator, denominator (ratios) and value. */
export function kpiParts(
  key: TRecordKpiKey,
  counters: TKpiCounters,
): { numerator: number; denominator: number | null; value: number | null } {
  const m = KPI_MEASURES[key];
  if (m.kind === 'total') {
    const sum = m.counters.reduce((n, c) => n + counters[c], 0);
    return { numerator: sum, denominator: null, value: sum };
  }
  const numerator = counters[m.numerator];
  const denominator = counters[m.denominator];
  if (key === 'kpiDaysStanding') {
    return { numerator, denominator, value: averageStandingDays(numerator, denominator) };
  }
  return {
    numerator,
    denominator,
    value: denominator > 0 ? (numerator / denominator) * m.scale : null,
  };
}

/** A KPI's value over some days: null when there are no days, or nothing to divide by. */
export function kpiValue(key: TRecordKpiKey, days: readonly TKpiDay[]): number | null {
  if (days.length === 0) return null;
  return kpiParts(key, periodCounters(days)).value;
}
