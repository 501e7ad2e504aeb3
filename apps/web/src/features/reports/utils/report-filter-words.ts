import { useMemo } from 'react';
import { isTaskStatus, taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
import {
  REPORT_FILTER_TEXTS,
  reportFilterIn,
  type TReportFilterLanguage,
} from '@craftwork/domain/reports/report-filters';
import type { TReportFilter } from '@craftwork/domain/reports/report-types';
import { domainText } from '../../../lib/i18n/domain-text';
import { useFormat } from '../../../lib/i18n/use-format';
import { useStatusName } from '../../../lib/i18n/use-status-name';
import { useCraftTypeName } from '../../../lib/i18n/use-type-names';

/**
 * A generated report's filters ("Craft types: Scaffolding, Painting") in the language shown:
 * the labels and the domain's words ("All", "All time") by `domainText`, craft types and task
 * statuses by their names in the common catalogue, the date range in the language's format;
 * companies, locations and KPI templates as typed. English is the server's own words.
 */
export function useReportFilterWords(): (filter: TReportFilter) => string {
  const craftTypeName = useCraftTypeName();
  const statusName = useStatusName();
  const format = useFormat();
  return useMemo(() => {
    const language: TReportFilterLanguage = {
      label: (key) => domainText(REPORT_FILTER_TEXTS[key]),
      word: (word) => domainText(REPORT_FILTER_TEXTS[word]),
      craftType: craftTypeName,
      status: (code) => (isTaskStatus(code) ? statusName(code) : taskStatusName(code)),
      day: (day) => format.date(new Date(`${day}T00:00:00Z`), 'UTC'),
    };
    return (filter) => {
      const { label, value } = reportFilterIn(filter, language);
      return `${label}: ${value}`;
    };
  }, [craftTypeName, statusName, format]);
}
