/**
 * The historical KPI dashboard's procedures (spec part 3, 2.5): their inputs and what they
 * answer. The server computes every figure; the screen only draws them.
 */
import { z } from 'zod';
import { TEXT_LIMITS } from '../text/rules.ts';
import { KPI_RANGE_MESSAGE, ZKpiFilters, ZKpiTimescale, ZSiteDay } from './filters.ts';
import {
  DEFAULT_SELECTED_KPI,
  KPI_KEYS,
  SCHEDULE_CLASSES,
  type TKpiChartType,
  type TKpiKey,
  type TKpiTimescale,
  type TKpiType,
} from './keys.ts';
import type { TAgeBucket } from './age.ts';
import type { TTargetState } from './targets.ts';

export const ZKpiKey = z.enum(KPI_KEYS);

/** kpis.dashboard: the filters, the selected card and its timescale (the card's own when absent). */
export const ZKpiDashboardInput = z.object({
  filters: ZKpiFilters,
  selectedKey: ZKpiKey.default(DEFAULT_SELECTED_KPI),
  timescale: ZKpiTimescale.optional(),
});
export type TKpiDashboardInput = z.input<typeof ZKpiDashboardInput>;

/** One KPI card of the dashboard, its configuration and its figures over the filtered range. */
export type TKpiCard = {
  key: TKpiKey;
  title: string;
  tooltip: string;
  type: TKpiType;
  precision: number;
  color: string;
  icon: string;
  displayCardValue: boolean;
  chartType: TKpiChartType;
  allowedTimescales: TKpiTimescale[];
  currentTimescale: TKpiTimescale;
  /** The value over the range; null when there is no data for it. */
  value: number | null;
  /** The value over the previous period of the same length, ending the day before `from`. */
  previousValue: number | null;
  /** value − previousValue; null when either is null. */
  change: number | null;
  target: number | null;
  targetDirection: 'higher' | 'lower';
  targetState: TTargetState;
};

/**
 * One bar of a date-column chart: the bucket (start = its key, from..to = the days of the range
 * it covers), its label and value, and the counts it is made of. `tasks` is how many tasks the
 * bar opens (kpis.barTasks answers exactly these).
 */
export type TKpiSeriesPoint = {
  start: string;
  from: string;
  to: string;
  label: string;
  value: number | null;
  /** Totals: the total; averages: the sum; percentages: the on-time (met) count. */
  numerator: number;
  /** Averages: the count; percentages: the eligible (due) count; totals: null. */
  denominator: number | null;
  tasks: number;
};

/** One slice of a pie: a barrier cause, a schedule class or an age bucket. */
export type TKpiPieSlice = {
  /** Barrier cause key, schedule class or age bucket: what kpis.barTasks takes as `slice`. */
  key: string;
  label: string;
  value: number;
  tasks: number;
};

export type TKpiDashboard = {
  /** False when no KPI record matches the filters: the screen shows 'No data found'. */
  hasData: boolean;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  cards: TKpiCard[];
  selectedKey: TKpiKey;
  timescale: TKpiTimescale;
  chartType: TKpiChartType;
  /** The selected card's bars (date-column charts); empty for pies. */
  series: TKpiSeriesPoint[];
  /** The selected card's slices (pie charts); empty for date-column charts. */
  slices: TKpiPieSlice[];
};

/** A pie slice key: a barrier cause key, a schedule class or an age bucket. */
const ZSliceKey = z.string().trim().min(1).max(TEXT_LIMITS.reference);

/**
 * kpis.barTasks: the tasks behind one bar (its days from..to) or one pie slice (the whole
 * filtered range, and the slice key) of a card.
 */
export const ZKpiBarTasksInput = z
  .object({
    filters: ZKpiFilters,
    key: ZKpiKey,
    from: ZSiteDay,
    to: ZSiteDay,
    slice: ZSliceKey.nullable().default(null),
  })
  .refine((i) => i.from <= i.to, {
    message: KPI_RANGE_MESSAGE,
    path: ['to'],
  });
export type TKpiBarTasksInput = z.input<typeof ZKpiBarTasksInput>;

export type TKpiTaskRow = {
  id: string;
  craftRecordId: string;
  title: string;
  taskStatus: number;
  taskType: number;
  craftType: number;
  companyName: string | null;
  locationTitle: string | null;
  timestampCreated: string;
  timestampTaskCompleted: string | null;
};

export type TKpiBarTasks = {
  /** How many tasks the bar or slice counts (its `tasks`). */
  count: number;
  /** Those tasks that still exist, newest first. */
  tasks: TKpiTaskRow[];
};

/** kpis.standing: Total Scaffolds Standing and Average Days Standing now (null shows --). */
export type TKpiStanding = { total: number | null; averageDays: number | null };

/** kpis.filterOptions: what the Task type, Departments, Companies and Craft types filters offer. */
export type TKpiFilterOptions = {
  taskTypes: { code: number; name: string }[];
  departments: string[];
  companies: { id: string; name: string }[];
  craftTypes: { code: number; name: string }[];
};

/** kpis.openWorkByAge: the filters' task types, departments, companies and craft types. */
export const ZKpiOpenWorkInput = z.object({
  taskTypes: z.array(z.number().int().min(0).max(10_000)).max(100).default([]),
  departments: z.array(z.string().trim().min(1).max(TEXT_LIMITS.title)).max(200).default([]),
  companyIds: z.array(z.string().min(1).max(TEXT_LIMITS.id)).max(500).default([]),
  craftTypes: z.array(z.number().int().min(0).max(10_000)).max(100).default([]),
});
export type TKpiOpenWorkInput = z.input<typeof ZKpiOpenWorkInput>;

export type TKpiOpenWorkByAge = {
  total: number;
  buckets: { key: TAgeBucket; label: string; count: number; taskIds: string[] }[];
};

/** The pie slices of kpiScheduleClasses are keyed by these. */
export const ZScheduleClass = z.enum(SCHEDULE_CLASSES);

export const KPI_TEXTS = {
  disabled: 'KPIs are not enabled on this site.',
  noData: 'No data found',
} as const;
