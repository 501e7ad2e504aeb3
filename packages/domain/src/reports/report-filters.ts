/**
 * A report's options in words, as its PDF and the Generated Reports tab show them, and its file
 * names. Names (companies, locations, the KPI template) are resolved by the server and given.
 * Each value is also kept as parts, so that a screen or a PDF in another language writes the
 * domain's words, the craft types and the statuses in that language and the names as typed.
 */
import { craftTypeName } from '../catalogues/craft-types.ts';
import { taskStatusName } from '../catalogues/task-statuses.ts';
import {
  REPORT_TYPE_INFO,
  type TReportFilter,
  type TReportFilterKey,
  type TReportFilterPart,
  type TReportFilterWord,
  type TReportOptions,
  type TReportType,
} from './report-types.ts';

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
} as const satisfies Record<TReportFilterKey | TReportFilterWord, string>;

const T = REPORT_FILTER_TEXTS;

/** How a language writes a filter's label and the parts of its value. */
export type TReportFilterLanguage = {
  label: (key: TReportFilterKey) => string;
  word: (word: TReportFilterWord) => string;
  craftType: (code: number) => string;
  status: (code: number) => string;
  /** A site day, YYYY-MM-DD. */
  day: (day: string) => string;
};

/** A site day YYYY-MM-DD as MM/DD/YYYY. */
export function formatSiteDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
}

/** The domain's own words: English, MM/DD/YYYY. */
export const ENGLISH_REPORT_FILTERS: TReportFilterLanguage = {
  label: (key) => T[key],
  word: (word) => T[word],
  craftType: craftTypeName,
  status: taskStatusName,
  day: formatSiteDay,
};

function partWords(part: TReportFilterPart, language: TReportFilterLanguage): string {
  switch (part.kind) {
    case 'word':
      return language.word(part.word);
    case 'dateRange':
      return `${part.from ? language.day(part.from) : '...'} - ${part.to ? language.day(part.to) : '...'}`;
    case 'craftType':
      return language.craftType(part.code);
    case 'status':
      return language.status(part.code);
    case 'name':
      return part.text;
  }
}

/** A filter's value in a language: its parts in order, joined by ", ". */
export function reportFilterValue(
  parts: readonly TReportFilterPart[],
  language: TReportFilterLanguage = ENGLISH_REPORT_FILTERS,
): string {
  return parts.map((part) => partWords(part, language)).join(', ');
}

/** A filter's label and value in a language. */
export function reportFilterIn(
  filter: TReportFilter,
  language: TReportFilterLanguage,
): { label: string; value: string } {
  return { label: language.label(filter.key), value: reportFilterValue(filter.parts, language) };
}

/** A date range's parts: the range with "..." for an open end; neither end: All time. */
function dateRangeParts(from: string | null, to: string | null): TReportFilterPart[] {
  return !from && !to ? [{ kind: 'word', word: 'allTime' }] : [{ kind: 'dateRange', from, to }];
}

/** "11/01/2026 - 11/30/2026"; an open end reads "..." ; neither end: All time. */
export function dateRangeWords(from: string | null, to: string | null): string {
  return reportFilterValue(dateRangeParts(from, to));
}

/** The items in the order given; an empty list reads All. */
function listParts<K>(
  keys: readonly K[],
  part: (key: K) => TReportFilterPart,
): TReportFilterPart[] {
  return keys.length === 0 ? [{ kind: 'word', word: 'all' }] : keys.map(part);
}

/**
 * The options the type uses (REPORT_TYPE_INFO), in words and parts, in the form's order: date
 * range, craft types, companies, locations, statuses, KPI template.
 */
export function reportFilters(
  type: TReportType,
  options: TReportOptions,
  names: TReportFilterNames,
): TReportFilter[] {
  const uses = new Set(REPORT_TYPE_INFO[type].options);
  const named =
    (table: Readonly<Record<string, string>>) =>
    (id: string): TReportFilterPart => {
      const text = table[id];
      return text === undefined ? { kind: 'word', word: 'unavailable' } : { kind: 'name', text };
    };
  const kpiTemplate = (): TReportFilterPart => {
    if (!options.kpiTemplateId) return { kind: 'word', word: 'defaultCards' };
    return names.kpiTemplate === null
      ? { kind: 'word', word: 'unavailable' }
      : { kind: 'name', text: names.kpiTemplate };
  };
  const parts: [TReportFilterKey, TReportFilterPart[]][] = [];
  if (uses.has('dateRange')) parts.push(['dateRange', dateRangeParts(options.from, options.to)]);
  if (uses.has('craftTypes'))
    parts.push([
      'craftTypes',
      listParts(options.craftTypes, (code) => ({ kind: 'craftType', code })),
    ]);
  if (uses.has('companies'))
    parts.push(['companies', listParts(options.companyIds, named(names.companies))]);
  if (uses.has('locations'))
    parts.push(['locations', listParts(options.locationIds, named(names.locations))]);
  if (uses.has('statuses'))
    parts.push(['statuses', listParts(options.statuses, (code) => ({ kind: 'status', code }))]);
  if (uses.has('kpiTemplate')) parts.push(['kpiTemplate', [kpiTemplate()]]);
  return parts.map(([key, value]) => ({
    key,
    label: T[key],
    value: reportFilterValue(value),
    parts: value,
  }));
}

/** A report's file name without its extension: "{title} - {MM-DD-YYYY}", as the list exports. */
export function reportFileBaseName(title: string, exportDate: string): string {
  return `${title} - ${exportDate}`;
}
