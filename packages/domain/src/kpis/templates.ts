import { z } from 'zod';
import { oneLineText, TEXT_LIMITS } from '../text/text.ts';
import { KPI_KEYS, KPI_TIMESCALE_LABELS, type TKpiKey, type TKpiTimescale } from './keys.ts';
import type { TKpiConfig } from './config.ts';
import { orderedKpiKeys } from './config.ts';
import {
  daysInRange,
  KPI_RANGE_MAX_DAYS,
  KPI_RANGE_MESSAGE,
  KPI_RANGE_TOO_LONG,
  ZKpiTimescale,
  ZSiteDay,
  type TKpiFilters,
} from './filters.ts';
import {
  DATE_PRESETS,
  HISTORICAL_DEFAULT_PRESET,
  HISTORICAL_PRESETS,
  presetRange,
  type TDatePreset,
} from './presets.ts';

/**
 * KPIs (v2): saved KPI dashboards (a name, the chosen KPIs, the filters and a timescale) that
 * site admins keep and anyone on the site opens. A preset range is resolved when the template
 * is opened (or run by the reports' schedule), fixed days stay as saved.
 */

export const KPI_TEMPLATE_LIMITS = { name: 100 } as const;

export const KPI_TEMPLATE_TEXTS = {
  title: 'KPIs (v2)',
  disabled: 'KPIs (v2) is not enabled on this site.',
  required: 'This field is required',
  nameTooLong: `Name needs to be less than ${KPI_TEMPLATE_LIMITS.name} characters`,
  duplicateName: 'Another template of this site already has this name.',
  chooseKpi: 'Choose at least one KPI.',
  repeatedKpi: 'Each KPI may be chosen once.',
  created: 'Template created.',
  updated: 'Template saved.',
  duplicated: 'Template duplicated.',
  deleted: 'Template deleted.',
  empty: 'No templates yet. Save a KPI dashboard with New template.',
} as const;

/** The presets a template may keep: the historical dashboard's (spec 2.5). */
const ZTemplatePreset = z.enum(HISTORICAL_PRESETS as [TDatePreset, ...TDatePreset[]]);

/** The template's dates: a preset resolved when opened, or fixed site days. */
export const ZKpiTemplateRange = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('preset'), preset: ZTemplatePreset }),
  z
    .object({ kind: z.literal('fixed'), from: ZSiteDay, to: ZSiteDay })
    .refine((r) => r.from <= r.to, { message: KPI_RANGE_MESSAGE, path: ['to'] })
    .refine((r) => daysInRange(r.from, r.to) <= KPI_RANGE_MAX_DAYS, {
      message: KPI_RANGE_TOO_LONG,
      path: ['from'],
    }),
]);
export type TKpiTemplateRange = z.output<typeof ZKpiTemplateRange>;

const ZId = z.string().min(1).max(TEXT_LIMITS.id);
const ZCode = z.number().int().min(0).max(10_000);
const uniqueList = <T>(list: readonly T[]) => new Set(list).size === list.length;

/** The saved filters: the dates and the historical filters (empty lists mean all). */
export const ZKpiTemplateFilters = z.object({
  range: ZKpiTemplateRange,
  taskTypes: z.array(ZCode).max(100).default([]),
  departments: z.array(z.string().trim().min(1).max(TEXT_LIMITS.title)).max(200).default([]),
  companyIds: z.array(ZId).max(500).default([]),
  craftTypes: z.array(ZCode).max(100).default([]),
});
export type TKpiTemplateFilters = z.output<typeof ZKpiTemplateFilters>;

/** The New template and Edit dialog's fields, as the form and the server check them. */
export const ZKpiTemplateFields = z.object({
  name: oneLineText(KPI_TEMPLATE_LIMITS.name, {
    required: KPI_TEMPLATE_TEXTS.required,
    tooLong: KPI_TEMPLATE_TEXTS.nameTooLong,
  }),
  kpiKeys: z
    .array(z.enum(KPI_KEYS))
    .min(1, KPI_TEMPLATE_TEXTS.chooseKpi)
    .max(KPI_KEYS.length)
    .refine(uniqueList, KPI_TEMPLATE_TEXTS.repeatedKpi),
  filters: ZKpiTemplateFilters,
  timescale: ZKpiTimescale,
});
export type TKpiTemplateFields = z.output<typeof ZKpiTemplateFields>;
export type TKpiTemplateFieldsInput = z.input<typeof ZKpiTemplateFields>;

export const ZCreateKpiTemplateInput = ZKpiTemplateFields;
export const ZUpdateKpiTemplateInput = ZKpiTemplateFields.extend({ id: ZId });
export const ZKpiTemplateIdInput = z.object({ id: ZId });

/** A new template's filters: the dashboard's default range, every task type, department... */
export const DEFAULT_TEMPLATE_FILTERS: TKpiTemplateFilters = {
  range: { kind: 'preset', preset: HISTORICAL_DEFAULT_PRESET },
  taskTypes: [],
  departments: [],
  companyIds: [],
  craftTypes: [],
};

/**
 * A stored template's filters, read through the schema: a damaged or older value falls back to
 * the defaults (an odd row never breaks a page or a scheduled report).
 */
export function parseTemplateFilters(stored: unknown): TKpiTemplateFilters {
  const parsed = ZKpiTemplateFilters.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_TEMPLATE_FILTERS;
}

/** The template's stored KPI keys that are still KPIs, in the order saved. */
export function parseTemplateKpiKeys(stored: readonly string[]): TKpiKey[] {
  return KPI_KEYS.filter((k) => stored.includes(k)).sort(
    (a, b) => stored.indexOf(a) - stored.indexOf(b),
  );
}

/**
 * The concrete dashboard filters of a saved template at a moment (`now`) on the site's calendar
 * (`timeZone`): a preset is resolved to its days then, fixed days are kept. This is what the
 * template view opens with and what a scheduled report runs.
 */
export function resolveTemplateFilters(
  template: { filters: unknown },
  now: Date,
  timeZone: string,
): TKpiFilters {
  const filters = parseTemplateFilters(template.filters);
  const { range } = filters;
  const days =
    range.kind === 'preset'
      ? presetRange(range.preset, now, timeZone)
      : { from: range.from, to: range.to };
  return {
    ...days,
    taskTypes: filters.taskTypes,
    departments: filters.departments,
    companyIds: filters.companyIds,
    craftTypes: filters.craftTypes,
  };
}

/** MM/DD/YYYY of a site day YYYY-MM-DD (the spec's filter format). */
function filterDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
}

/** The list's Date range column: the preset's name, or the fixed days as MM/DD/YYYY – MM/DD/YYYY. */
export function templateRangeText(range: TKpiTemplateRange): string {
  if (range.kind === 'preset') return DATE_PRESETS[range.preset];
  return `${filterDate(range.from)} – ${filterDate(range.to)}`;
}

export function timescaleText(timescale: TKpiTimescale): string {
  return KPI_TIMESCALE_LABELS[timescale];
}

/** Template names compare without case or surrounding blanks. */
export function sameTemplateName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The name of a duplicate: "{name} (copy)", then "(copy 2)", "(copy 3)"... the first no live
 * template of the site has, the original cut short so that it stays within the name limit.
 */
export function duplicateTemplateName(name: string, taken: readonly string[]): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ' (copy)' : ` (copy ${n})`;
    const base = name
      .trim()
      .slice(0, KPI_TEMPLATE_LIMITS.name - suffix.length)
      .trimEnd();
    const candidate = `${base}${suffix}`;
    if (!taken.some((t) => sameTemplateName(t, candidate))) return candidate;
  }
}

/** The chosen KPI keys in the site's card order (the dashboard's order), whatever the clicks. */
export function inCardOrder(keys: readonly TKpiKey[], config: TKpiConfig): TKpiKey[] {
  return orderedKpiKeys(config, false).filter((k) => keys.includes(k));
}
