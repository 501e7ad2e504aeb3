/**
 * A report's options in words, as its PDF and the Generated Reports tab show them, and its file
 * names. Names (companies, locations, the KPI template) are resolved by the server and given.
 */
import { craftTypeName } from '../catalogues/craft-types.ts';
import { taskStatusName } from '../catalogues/task-statuses.ts';
import { REPORT_TYPE_INFO, type TReportOptions, type TReportType } from './report-types.ts';

export type TReportFilter = { label: string; value: string };

/** The names of the ids the options hold (an id without a name reads [Unavailable]). */
export type TReportFilterNames = {
  companies: Readonly<Record<string, string>>;
  locations: Readonly<Record<string, string>>;
  kpiTemplate: string | null;
};

export const REPORT_FILTER_TEXTS = {
  dateRange: 'Date range',
  craftTypes: 'Craft types',
  companies: 'Companies',
  locations: 'Locations',
  statuses: 'Statuses',
  kpiTemplate: 'KPI template',
  all: 'All',
  allTime: 'All time',
  defaultCards: 'Default cards',
  unavailable: '[Unavailable]',
} as const;

const T = REPORT_FILTER_TEXTS;

/** A site day YYYY-MM-DD as MM/DD/YYYY. */
export function formatSiteDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
}

/** "11/01/2026 - 11/30/2026"; an open end reads "..." ; neither end: All time. */
export function dateRangeWords(from: string | null, to: string | null): string {
  if (!from && !to) return T.allTime;
  return `${from ? formatSiteDay(from) : '...'} - ${to ? formatSiteDay(to) : '...'}`;
}

/** Names joined by ", " in the order given; an empty list reads All. */
function listWords<K>(keys: readonly K[], name: (key: K) => string): string {
  return keys.length === 0 ? T.all : keys.map(name).join(', ');
}

/**
 * The words of the options the type uses (REPORT_TYPE_INFO), in the form's order: date range,
 * craft types, companies, locations, statuses, KPI template.
 */
export function reportFilterWords(
  type: TReportType,
  options: TReportOptions,
  names: TReportFilterNames,
): TReportFilter[] {
  const uses = new Set(REPORT_TYPE_INFO[type].options);
  const named = (table: Readonly<Record<string, string>>) => (id: string) =>
    table[id] ?? T.unavailable;
  const out: TReportFilter[] = [];
  if (uses.has('dateRange'))
    out.push({ label: T.dateRange, value: dateRangeWords(options.from, options.to) });
  if (uses.has('craftTypes'))
    out.push({ label: T.craftTypes, value: listWords(options.craftTypes, craftTypeName) });
  if (uses.has('companies'))
    out.push({ label: T.companies, value: listWords(options.companyIds, named(names.companies)) });
  if (uses.has('locations'))
    out.push({ label: T.locations, value: listWords(options.locationIds, named(names.locations)) });
  if (uses.has('statuses'))
    out.push({ label: T.statuses, value: listWords(options.statuses, taskStatusName) });
  if (uses.has('kpiTemplate'))
    out.push({
      label: T.kpiTemplate,
      value: options.kpiTemplateId ? (names.kpiTemplate ?? T.unavailable) : T.defaultCards,
    });
  return out;
}

/** A report's file name without its extension: "{title} - {MM-DD-YYYY}", as the list exports. */
export function reportFileBaseName(title: string, exportDate: string): string {
  return `${title} - ${exportDate}`;
}
