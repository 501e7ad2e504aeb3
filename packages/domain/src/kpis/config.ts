import { z } from 'zod';
import {
  KPI_CHART_TYPES,
  KPI_KEYS,
  KPI_TIMESCALES,
  KPI_TYPES,
  type TKpiChartType,
  type TKpiKey,
  type TKpiTimescale,
  type TKpiType,
} from './keys.ts';

/** The longest KPI card title and tooltip a site admin may type. */
export const KPI_TITLE_MAX = 60;
export const KPI_TOOLTIP_MAX = 300;

const ZHexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1976d2.');

/**
 * One KPI card's configuration (spec part 3 section 3, KPI configuration), plus a target:
 * green when the value meets it, amber when within 10% of it, red otherwise.
 */
export const ZKpiCardConfig = z.object({
  enabled: z.boolean(),
  order: z.number().int().min(0).max(999),
  title: z.string().trim().min(1, 'This field is required').max(KPI_TITLE_MAX),
  tooltip: z.string().trim().max(KPI_TOOLTIP_MAX),
  type: z.enum(KPI_TYPES),
  chartType: z.enum(KPI_CHART_TYPES),
  allowedTimescales: z.array(z.enum(KPI_TIMESCALES)).min(1, 'Choose at least one timescale.'),
  currentTimescale: z.enum(KPI_TIMESCALES),
  /** Craft type codes the card counts; empty means every craft type. */
  craftTypes: z.array(z.number().int()).max(50),
  /** Extra series (task detail keys) a chart may split by; none by default. */
  customSeriesFields: z.array(z.string().max(100)).max(20),
  icon: z.string().max(60),
  color: ZHexColor,
  precision: z.number().int().min(0).max(4),
  displayCardValue: z.boolean(),
  target: z.number().finite().min(0).max(1_000_000_000).nullable(),
  /** Whether a value above the target is good (higher) or bad (lower). */
  targetDirection: z.enum(['higher', 'lower']),
});

export type TKpiCardConfig = z.output<typeof ZKpiCardConfig>;
export type TKpiConfig = Record<TKpiKey, TKpiCardConfig>;

function card(
  order: number,
  title: string,
  tooltip: string,
  type: TKpiType,
  options: Partial<TKpiCardConfig> & { chartType?: TKpiChartType; icon: string; color: string },
): TKpiCardConfig {
  const allowed: TKpiTimescale[] = ['daily', 'weekly', 'monthly', 'quarterly'];
  return {
    enabled: true,
    order,
    title,
    tooltip,
    type,
    chartType: 'date-column',
    allowedTimescales: allowed,
    currentTimescale: 'weekly',
    craftTypes: [],
    customSeriesFields: [],
    precision: type === 'total' ? 0 : 1,
    displayCardValue: true,
    target: null,
    targetDirection: 'higher',
    ...options,
  };
}

/** Every KPI of DECISIONS.md, enabled, kpiPercentSchedule first. */
export const DEFAULT_KPI_CONFIG: TKpiConfig = {
  kpiPercentSchedule: card(
    0,
    'Schedule Compliance',
    'Of the tasks completed that had a scheduled time and were not urgent, the share completed on or before their scheduled day.',
    'percentage',
    { icon: 'EventAvailable', color: '#2e7d32', target: 90 },
  ),
  kpiTasksCompleted: card(1, 'Tasks Completed', 'Tasks moved to Complete.', 'total', {
    icon: 'TaskAlt',
    color: '#1976d2',
  }),
  kpiNewTasksCreated: card(2, 'New Tasks', 'Tasks created.', 'total', {
    icon: 'AddTask',
    color: '#0288d1',
  }),
  kpiUrgent: card(3, 'Urgent Tasks', 'Urgent tasks created.', 'total', {
    icon: 'PriorityHigh',
    color: '#d32f2f',
    targetDirection: 'lower',
  }),
  kpiSameDay: card(
    4,
    'Same-Day Tasks',
    'Tasks scheduled on the day they entered Awaiting, not urgent, entering Awaiting after 01:00.',
    'total',
    { icon: 'Today', color: '#ed6c02', targetDirection: 'lower' },
  ),
  kpiBacklog: card(5, 'Backlog', 'Tasks in the Backlog list at the end of the day.', 'total', {
    icon: 'PendingActions',
    color: '#9c27b0',
    targetDirection: 'lower',
  }),
  kpiAverageScheduleDays: card(
    6,
    'Average Schedule Days',
    'Days from creation to the scheduled time, over tasks created with a scheduled time.',
    'average',
    { icon: 'DateRange', color: '#5d4037', targetDirection: 'lower' },
  ),
  kpiAverageUrgentResponseHours: card(
    7,
    'Urgent Response Hours',
    'Hours from creation to start, over urgent tasks started.',
    'average',
    { icon: 'Timer', color: '#c62828', targetDirection: 'lower' },
  ),
  kpiStandingScaffolds: card(
    8,
    'Scaffolds Standing',
    'Scaffolds standing at the end of the day.',
    'total',
    { icon: 'Foundation', color: '#f9a825' },
  ),
  kpiDaysStanding: card(
    9,
    'Average Days Standing',
    'Days standing of the scaffolds standing at the end of the day.',
    'average',
    // Whole days, as Average Days Standing is everywhere (records/standing.ts).
    { icon: 'HourglassBottom', color: '#6d4c41', targetDirection: 'lower', precision: 0 },
  ),
  kpiNextOpportunityCompleted: card(
    10,
    'Next Opportunity Completed',
    'Next-opportunity tasks completed.',
    'total',
    { icon: 'SkipNext', color: '#00897b' },
  ),
  kpiBarrierHours: card(
    11,
    'Barrier Hours',
    'Barrier hours of the tasks completed, by barrier cause.',
    'total',
    {
      icon: 'Block',
      color: '#e64a19',
      chartType: 'pie-simple',
      targetDirection: 'lower',
      precision: 1,
    },
  ),
  kpiLaborHours: card(12, 'Labor Hours', 'Labor hours of the tasks completed.', 'total', {
    icon: 'Engineering',
    color: '#455a64',
    precision: 1,
  }),
  kpiLegFeet: card(13, 'Leg Feet', 'Leg feet of the tasks completed.', 'total', {
    icon: 'Straighten',
    color: '#7b1fa2',
    precision: 1,
  }),
  kpiSquareFeetPainted: card(
    14,
    'Square Feet Painted',
    'Square feet painted by the tasks completed.',
    'total',
    { icon: 'FormatPaint', color: '#1565c0', precision: 1 },
  ),
  kpiSquareFeetSandblasted: card(
    15,
    'Square Feet Sandblasted',
    'Square feet sandblasted by the tasks completed.',
    'total',
    { icon: 'Grain', color: '#8d6e63', precision: 1 },
  ),
  kpiScheduleClasses: card(
    16,
    'Schedule Classes',
    'Completed tasks by schedule class: emergency, break-in, unscheduled, backlog, on schedule, not on schedule.',
    'total',
    { icon: 'PieChart', color: '#283593', chartType: 'pie-simple' },
  ),
  kpiInspectionCompliance: card(
    17,
    'Inspection Compliance',
    'Scaffold inspections completed by their scheduled day, of those due.',
    'percentage',
    { icon: 'FactCheck', color: '#2e7d32', target: 90 },
  ),
  kpiOpenWorkByAge: card(
    18,
    'Open Work by Age',
    'Open tasks now, by days since they were created.',
    'total',
    {
      icon: 'Schedule',
      color: '#546e7a',
      chartType: 'pie-simple',
      allowedTimescales: ['daily'],
      currentTimescale: 'daily',
    },
  ),
};

/** What the site stores: any subset of cards, each any subset of fields. */
export const ZStoredKpiConfig = z.record(z.string(), z.record(z.string(), z.unknown()));

/**
 * The site's KPI configuration: every KPI, the stored fields that are valid over the defaults
 * (an unknown key or a bad field is ignored, so an old or damaged setting never breaks a page).
 */
export function resolveKpiConfig(stored: unknown): TKpiConfig {
  const parsed = ZStoredKpiConfig.safeParse(stored ?? {});
  const saved = parsed.success ? parsed.data : {};
  const out = {} as TKpiConfig;
  for (const key of KPI_KEYS) {
    const base = DEFAULT_KPI_CONFIG[key];
    const merged: Record<string, unknown> = { ...base };
    for (const [field, value] of Object.entries(saved[key] ?? {})) {
      if (!(field in base)) continue;
      const candidate = ZKpiCardConfig.safeParse({ ...base, [field]: value });
      if (candidate.success) merged[field] = value;
    }
    const card = ZKpiCardConfig.parse(merged);
    if (!card.allowedTimescales.includes(card.currentTimescale)) {
      card.currentTimescale = card.allowedTimescales[0] ?? 'daily';
    }
    out[key] = card;
  }
  return out;
}

/** The KPI keys in card order (order, then the catalogue's order). */
export function orderedKpiKeys(config: TKpiConfig, onlyEnabled = true): TKpiKey[] {
  return KPI_KEYS.filter((k) => !onlyEnabled || config[k].enabled).sort(
    (a, b) => config[a].order - config[b].order || KPI_KEYS.indexOf(a) - KPI_KEYS.indexOf(b),
  );
}
