import { formatDate } from '@craftwork/domain/i18n/format';
import type { TLanguage } from '@craftwork/domain/i18n/languages';
import {
  ENGLISH_REPORT_FILTERS,
  type TReportFilterLanguage,
} from '@craftwork/domain/reports/report-filters';
import { translator } from '../../../i18n/translator.ts';

/**
 * A report's filters as a reader of `language` reads them on its PDF: the labels and the
 * domain's words ("All", "All time") from the `pdf` catalogue, craft types and statuses by the
 * translator's names, site days in the language's format (30.11.2026 in Polish); companies,
 * locations and templates as typed. English is the domain's own words, as before.
 */
export function reportFilterLanguage(language: TLanguage): TReportFilterLanguage {
  if (language === 'en') return ENGLISH_REPORT_FILTERS;
  const { t, craftTypeName, statusName } = translator(language);
  return {
    label: (key) => t('pdf', `report.filters.${key}`),
    word: (word) => t('pdf', `report.filters.${word}`),
    craftType: craftTypeName,
    status: statusName,
    day: (day) => formatDate(new Date(`${day}T00:00:00Z`), language, 'UTC'),
  };
}
