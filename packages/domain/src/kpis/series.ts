/**
 * A KPI over time: the bucket of a site day by timescale (daily; weekly = weeks starting Monday;
 * monthly; quarterly = calendar quarters keyed and labelled by the quarter's first month), the
 * series of a range with every bucket present, the previous period, and the pies.
 */
import { barrierCauseLabel } from '../catalogues/barrier-causes.ts';
import {
  kpiParts,
  periodCounters,
  periodTasks,
  SCHEDULE_CLASS_COUNTERS,
  type TKpiDay,
  type TRecordKpiKey,
} from './aggregate.ts';
import type { TKpiPieSlice, TKpiSeriesPoint } from './dashboard.ts';
import { daysInRange } from './filters.ts';
import { SCHEDULE_CLASS_LABELS, SCHEDULE_CLASSES, type TKpiTimescale } from './keys.ts';

const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const parse = (day: string) => new Date(`${day}T00:00:00Z`);
const format = (d: Date) => d.toISOString().slice(0, 10);

/** The day n days after (or before, n < 0) a YYYY-MM-DD day. */
export function addDays(day: string, n: number): string {
  return format(new Date(parse(day).getTime() + n * DAY_MS));
}

/** The first day of the bucket a day falls in. */
export function bucketStart(day: string, timescale: TKpiTimescale): string {
  const d = parse(day);
  switch (timescale) {
    case 'daily':
      return day;
    case 'weekly':
      return addDays(day, -((d.getUTCDay() + 6) % 7));
    case 'monthly':
      return `${day.slice(0, 7)}-01`;
    case 'quarterly': {
      const month = Math.floor(d.getUTCMonth() / 3) * 3 + 1;
      return `${day.slice(0, 4)}-${String(month).padStart(2, '0')}-01`;
    }
  }
}

/** The first day of the bucket after the one starting at `start`. */
function nextBucket(start: string, timescale: TKpiTimescale): string {
  const d = parse(start);
  switch (timescale) {
    case 'daily':
      return addDays(start, 1);
    case 'weekly':
      return addDays(start, 7);
    case 'monthly':
      return format(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)));
    case 'quarterly':
      return format(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 3, 1)));
  }
}

/** A bar's label: MM/DD/YYYY for days and weeks (the week's Monday), Mon YYYY for months and quarters. */
export function bucketLabel(start: string, timescale: TKpiTimescale): string {
  const [y, m, d] = start.split('-');
  if (timescale === 'daily' || timescale === 'weekly') return `${m}/${d}/${y}`;
  return `${MONTHS[Number(m) - 1]} ${y}`;
}

export type TKpiBucket = { start: string; from: string; to: string; label: string };

/** Every bucket of the range from..to, in order, clipped to the range. */
export function bucketsOf(from: string, to: string, timescale: TKpiTimescale): TKpiBucket[] {
  const out: TKpiBucket[] = [];
  for (let start = bucketStart(from, timescale); start <= to;) {
    const next = nextBucket(start, timescale);
    const last = addDays(next, -1);
    out.push({
      start,
      from: start < from ? from : start,
      to: last > to ? to : last,
      label: bucketLabel(start, timescale),
    });
    start = next;
  }
  return out;
}

/** The period of the same length ending the day before `from`. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const n = daysInRange(from, to);
  return { from: addDays(from, -n), to: addDays(from, -1) };
}

/** Days of `days` within from..to. */
export function daysWithin(days: readonly TKpiDay[], from: string, to: string): TKpiDay[] {
  return days.filter((d) => d.day >= from && d.day <= to);
}

/**
 * A KPI's bars over the range: every bucket present; an empty total is 0, an empty average
 * or percentage null.
 */
export function kpiSeries(
  key: TRecordKpiKey,
  days: readonly TKpiDay[],
  from: string,
  to: string,
  timescale: TKpiTimescale,
): TKpiSeriesPoint[] {
  const byBucket = new Map<string, TKpiDay[]>();
  for (const d of days) {
    if (d.day < from || d.day > to) continue;
    const start = bucketStart(d.day, timescale);
    const list = byBucket.get(start);
    if (list) list.push(d);
    else byBucket.set(start, [d]);
  }
  return bucketsOf(from, to, timescale).map((b) => {
    const inBucket = byBucket.get(b.start) ?? [];
    const parts = kpiParts(key, periodCounters(inBucket));
    return { ...b, ...parts, tasks: periodTasks(inBucket, key) };
  });
}

/** The kpiBarrierHours pie: hours by barrier cause (causes with hours only, largest first). */
export function barrierPie(
  hoursByCause: Readonly<Record<string, number>>,
  tasksByCause: Readonly<Record<string, number>>,
): TKpiPieSlice[] {
  return Object.entries(hoursByCause)
    .filter(([, hours]) => hours > 0)
    .map(([key, value]) => ({
      key,
      label: barrierCauseLabel(key),
      value,
      tasks: tasksByCause[key] ?? 0,
    }))
    .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
}

/** The kpiScheduleClasses pie: completed tasks by class over the days (classes with tasks only). */
export function scheduleClassPie(days: readonly TKpiDay[]): TKpiPieSlice[] {
  const counters = periodCounters(days);
  return SCHEDULE_CLASSES.map((c) => ({
    key: c,
    label: SCHEDULE_CLASS_LABELS[c],
    value: counters[SCHEDULE_CLASS_COUNTERS[c]],
    tasks: periodTasks(days, 'kpiScheduleClasses', c),
  })).filter((s) => s.value > 0);
}
