import { z } from 'zod';
import { daysInRange, KPI_RANGE_MAX_DAYS, KPI_RANGE_TOO_LONG, ZSiteDay } from '../kpis/filters.ts';
import { oneLineText } from '../text/text.ts';
import { TASK_REPORT_TITLES } from './task-report-columns.ts';
import { TEXT_LIMITS } from '../text/rules.ts';

/**
 * The report types the server lists (spec part 3 section 2.7, DECISIONS.md "Reports"). Each
 * names the options its form shows; options it does not name are ignored when generated.
 */
export const REPORT_TYPES = [
  'open-tasks',
  'completed-tasks',
  'standing-scaffolds',
  'inventory-summary',
  'kpi-summary',
  'tasks-by-company',
] as const;
export type TReportType = (typeof REPORT_TYPES)[number];
export const ZReportType = z.enum(REPORT_TYPES);

export const REPORT_OPTION_KEYS = [
  'dateRange',
  'craftTypes',
  'companies',
  'locations',
  'statuses',
  'kpiTemplate',
  'columns',
] as const;
export type TReportOptionKey = (typeof REPORT_OPTION_KEYS)[number];

export type TReportTypeInfo = {
  type: TReportType;
  title: string;
  description: string;
  options: readonly TReportOptionKey[];
  /** Whether the date range must be chosen (else it is optional, empty meaning all time). */
  requiresDateRange: boolean;
};

export const REPORT_TYPE_INFO: Record<TReportType, TReportTypeInfo> = {
  'open-tasks': {
    type: 'open-tasks',
    title: 'Open Tasks',
    description: 'Every task not yet completed or removed, as the Open task list exports it.',
    options: ['craftTypes', 'companies', 'locations', 'statuses', 'columns'],
    requiresDateRange: false,
  },
  'completed-tasks': {
    type: 'completed-tasks',
    title: 'Completed Tasks',
    description: 'Tasks completed within the date range, as the Completed task list exports them.',
    options: ['dateRange', 'craftTypes', 'companies', 'locations', 'columns'],
    requiresDateRange: true,
  },
  'standing-scaffolds': {
    type: 'standing-scaffolds',
    title: 'Standing Scaffolds',
    description: 'Installed scaffolds on open records, with the days each has been standing.',
    options: ['companies', 'locations'],
    requiresDateRange: false,
  },
  'inventory-summary': {
    type: 'inventory-summary',
    title: 'Inventory Summary',
    description: 'Each inventory object with its quantities, as the inventory list exports it.',
    options: ['craftTypes', 'locations'],
    requiresDateRange: false,
  },
  'kpi-summary': {
    type: 'kpi-summary',
    title: 'KPI Summary',
    description: 'The KPI cards over the date range: a KPIs (v2) template, or the default cards.',
    options: ['dateRange', 'craftTypes', 'companies', 'kpiTemplate'],
    requiresDateRange: true,
  },
  'tasks-by-company': {
    type: 'tasks-by-company',
    title: 'Tasks by Company',
    description: 'Per company, the tasks created, completed and still open in the date range.',
    options: ['dateRange', 'craftTypes', 'companies', 'locations'],
    requiresDateRange: true,
  },
};

export const PAPER_SIZES = ['A4', 'Letter', 'Legal'] as const;
export type TPaperSize = (typeof PAPER_SIZES)[number];
export const ZPaperSize = z.enum(PAPER_SIZES);

export const REPORT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type TReportFrequency = (typeof REPORT_FREQUENCIES)[number];
export const ZReportFrequency = z.enum(REPORT_FREQUENCIES);
export const REPORT_FREQUENCY_LABELS: Record<TReportFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

export const REPORT_MESSAGES = {
  rangeRequired: 'Choose a date range for this report.',
  rangeOrder: 'The "to" date is before the "from" date.',
  notFound: 'This report is no longer available.',
  configNotFound: 'This report configuration is no longer available.',
  linkExpired: 'This download link has expired. Generate the report again or ask for a new link.',
  linkInvalid: 'This download link is not valid.',
  notReady: 'This report is not ready yet.',
  sendTime: 'Use a time like 06:00.',
  tooManyConfigs: 'You can keep at most 50 report configurations.',
} as const;

const ZId = z.string().min(1).max(TEXT_LIMITS.id);

export const PAGE_ORIENTATIONS = ['auto', 'portrait', 'landscape'] as const;
export type TPageOrientation = (typeof PAGE_ORIENTATIONS)[number];
export const ZPageOrientation = z.enum(PAGE_ORIENTATIONS);
export const PAGE_ORIENTATION_LABELS: Record<TPageOrientation, string> = {
  auto: 'Automatic (landscape for wide tables)',
  portrait: 'Portrait',
  landscape: 'Landscape',
};
const ZCode = z.number().int().min(0).max(10_000);

/**
 * A report's options: site days from and to (empty means all time, where the type allows),
 * craft types, companies, locations and task statuses (empty lists mean all, within the
 * requester's scope), and for the KPI summary a KPIs (v2) template (none: the default cards).
 */
export const ZReportOptions = z
  .object({
    from: ZSiteDay.nullable().default(null),
    to: ZSiteDay.nullable().default(null),
    craftTypes: z.array(ZCode).max(100).default([]),
    companyIds: z.array(ZId).max(500).default([]),
    locationIds: z.array(ZId).max(1000).default([]),
    statuses: z.array(ZCode).max(100).default([]),
    kpiTemplateId: ZId.nullable().default(null),
    /** Task reports: the columns shown (titles); none means the default eight. */
    columns: z.array(z.enum(TASK_REPORT_TITLES)).max(TASK_REPORT_TITLES.length).default([]),
    /** The PDF's page: landscape when the table is wide (auto), or as chosen. */
    orientation: ZPageOrientation.default('auto'),
  })
  .refine((o) => !o.from || !o.to || o.from <= o.to, {
    message: REPORT_MESSAGES.rangeOrder,
    path: ['to'],
  });
export type TReportOptions = z.output<typeof ZReportOptions>;

/** Every option empty (a new object each time): everything in the requester's scope, all time. */
export function noReportOptions(): TReportOptions {
  return {
    from: null,
    to: null,
    craftTypes: [],
    companyIds: [],
    locationIds: [],
    statuses: [],
    kpiTemplateId: null,
    columns: [],
    orientation: 'auto',
  };
}
export type TReportOptionsInput = z.input<typeof ZReportOptions>;

/**
 * Why a report of `type` with these options cannot be made, or null when it can: a type that
 * needs a range without one, a range the wrong way round, or a KPI summary over more days than
 * the KPI figures read. Checked when the report is asked for, so that a request that cannot
 * succeed is refused with its reason instead of queued and failed in the background.
 */
export function reportRangeProblem(
  type: TReportType,
  options: Pick<TReportOptions, 'from' | 'to'>,
): string | null {
  const { from, to } = options;
  if (REPORT_TYPE_INFO[type].requiresDateRange && (!from || !to)) {
    return REPORT_MESSAGES.rangeRequired;
  }
  if (!from || !to) return null;
  if (from > to) return REPORT_MESSAGES.rangeOrder;
  if (type === 'kpi-summary' && daysInRange(from, to) > KPI_RANGE_MAX_DAYS) {
    return KPI_RANGE_TOO_LONG;
  }
  return null;
}

/** generateReport's reportConfig: what to generate now. */
export const ZGenerateReportInput = z
  .object({
    type: ZReportType,
    options: ZReportOptions.default(noReportOptions),
    paperSize: ZPaperSize.default('Letter'),
    whiteLabel: z.boolean().default(false),
  })
  .superRefine((r, ctx) => {
    const problem = reportRangeProblem(r.type, r.options);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['options', 'from'] });
  });
export type TGenerateReportInput = z.output<typeof ZGenerateReportInput>;

/** HH:MM, 24-hour, in the site's time zone. */
export const ZSendTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, REPORT_MESSAGES.sendTime);

/**
 * saveReportConfig: a saved configuration. Its date range is relative to each run (daily: the
 * previous day; weekly: the previous 7 days; monthly: the previous month), so options.from and
 * options.to are not kept; the other options are.
 */
export const ZReportConfigInput = z.object({
  id: ZId.nullable().default(null),
  name: oneLineText(TEXT_LIMITS.title, { required: 'This field is required' }),
  type: ZReportType,
  frequency: ZReportFrequency,
  subscribed: z.boolean().default(true),
  whiteLabel: z.boolean().default(false),
  sendTime: ZSendTime.default('06:00'),
  paperSize: ZPaperSize.default('Letter'),
  options: ZReportOptions.default(noReportOptions),
});
export type TReportConfigInput = z.output<typeof ZReportConfigInput>;

export const ZReportIdInput = z.object({ reportDataId: ZId });
export const ZReportConfigIdInput = z.object({ reportConfigId: ZId });

export const REPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type TReportStatus = (typeof REPORT_STATUSES)[number];

/** The options a report lists in words, in the form's order (REPORT_OPTION_KEYS but columns). */
export type TReportFilterKey = Exclude<TReportOptionKey, 'columns'>;

/** A word of the domain's in a filter's value (REPORT_FILTER_TEXTS in report-filters.ts). */
export type TReportFilterWord = 'all' | 'allTime' | 'defaultCards' | 'unavailable';

/**
 * One item of a filter's value, kept apart so that a reader writes it in their own language:
 * a domain word, a date range of site days (an open end null), a craft type or task status by
 * code, or a name typed by a user (a company, a location, a KPI template), which stays as typed.
 */
export type TReportFilterPart =
  | { kind: 'word'; word: TReportFilterWord }
  | { kind: 'dateRange'; from: string | null; to: string | null }
  | { kind: 'craftType'; code: number }
  | { kind: 'status'; code: number }
  | { kind: 'name'; text: string };

/**
 * One of a report's options in words: `label` and `value` in English ("Craft types",
 * "Scaffolding, Painting"), and the value's parts (joined by ", ") for other languages.
 */
export type TReportFilter = {
  key: TReportFilterKey;
  label: string;
  value: string;
  parts: TReportFilterPart[];
};

/** A generated report as the Generated Reports tab lists it. */
export type TReportDataRow = {
  id: string;
  type: TReportType;
  title: string;
  status: TReportStatus;
  /** 0 to 100 while running. */
  progress: number;
  error: string | null;
  createdAt: string;
  createdBy: { id: string; name: string };
  /** Rows in the report once ready. */
  rowCount: number | null;
  csvSize: number | null;
  pdfSize: number | null;
  /**
   * The report's options, in words ("Craft types: Scaffolding") as on an English PDF, with the
   * value's parts for a screen in another language.
   */
  filters: TReportFilter[];
  /** The configuration that generated it on schedule, if any. */
  configName: string | null;
  /** Signed download links (7 days), once ready. */
  csvUrl: string | null;
  pdfUrl: string | null;
  /** Whether the caller may delete it (its requester, or a site admin). */
  canDelete: boolean;
};

/** A saved configuration as the Report Configurations tab lists it. */
export type TReportConfigRow = {
  id: string;
  name: string;
  type: TReportType;
  frequency: TReportFrequency;
  subscribed: boolean;
  whiteLabel: boolean;
  sendTime: string;
  paperSize: TPaperSize;
  options: TReportOptions;
  timestampLastModified: string;
  /** When it runs next, ISO, and its last run's outcome. */
  nextRunAt: string | null;
  lastRun: { at: string; status: TReportRunStatus; error: string | null } | null;
};

export const REPORT_RUN_STATUSES = ['queued', 'running', 'sent', 'failed'] as const;
export type TReportRunStatus = (typeof REPORT_RUN_STATUSES)[number];

/** One scheduled delivery, for the Sent log. */
export type TReportRunRow = {
  id: string;
  configId: string;
  configName: string;
  /** The period it covers, e.g. "11/16/2026 - 11/22/2026". */
  period: string;
  scheduledFor: string;
  status: TReportRunStatus;
  attempts: number;
  recipients: string[];
  error: string | null;
  sentAt: string | null;
  reportDataId: string | null;
};

export type TReportTypeListing = TReportTypeInfo;
