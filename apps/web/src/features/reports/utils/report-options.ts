import { formatFileSize } from '@craftwork/domain/format/file-size';
import { presetRange } from '@craftwork/domain/kpis/presets';
import {
  REPORT_TYPE_INFO,
  type TReportDataRow,
  type TReportOptionKey,
  type TReportOptions,
  type TReportRunStatus,
  type TReportType,
  noReportOptions,
} from '@craftwork/domain/reports/report-types';

/** Every option empty: all of everything in the requester's scope, all time. */
export const EMPTY_OPTIONS: TReportOptions = noReportOptions();

/** The report options a form asks for: the type's, less the date range where a run gives it. */
export function shownOptions(type: TReportType, withDateRange: boolean): TReportOptionKey[] {
  return REPORT_TYPE_INFO[type].options.filter((key) => withDateRange || key !== 'dateRange');
}

/**
 * The options to send for a type: the ones it uses as chosen, the others emptied, so a choice
 * made for another type before switching is never sent (nor saved with a configuration).
 */
export function optionsForType(
  type: TReportType,
  options: TReportOptions,
  withDateRange: boolean,
): TReportOptions {
  const uses = new Set(shownOptions(type, withDateRange));
  return {
    from: uses.has('dateRange') ? options.from : null,
    to: uses.has('dateRange') ? options.to : null,
    craftTypes: uses.has('craftTypes') ? options.craftTypes : [],
    companyIds: uses.has('companies') ? options.companyIds : [],
    locationIds: uses.has('locations') ? options.locationIds : [],
    statuses: uses.has('statuses') ? options.statuses : [],
    kpiTemplateId: uses.has('kpiTemplate') ? options.kpiTemplateId : null,
    columns: uses.has('columns') ? options.columns : [],
    orientation: options.orientation,
  };
}

/** A new report's options: nothing chosen, and the last 30 days for the types with dates. */
export function initialOptions(now: Date, timeZone: string): TReportOptions {
  return { ...EMPTY_OPTIONS, ...presetRange('last30Days', now, timeZone) };
}

/** A ready report's sizes, "CSV 14 KB · PDF 120 KB"; empty until they are known. */
export function reportSizeText(row: Pick<TReportDataRow, 'csvSize' | 'pdfSize'>): string {
  const parts: string[] = [];
  if (row.csvSize !== null) parts.push(`CSV ${formatFileSize(row.csvSize)}`);
  if (row.pdfSize !== null) parts.push(`PDF ${formatFileSize(row.pdfSize)}`);
  return parts.join(' · ');
}

/** A generated report's status in words (never by colour alone). */
export function reportStatusText(
  row: Pick<TReportDataRow, 'status' | 'progress' | 'error'>,
): string {
  switch (row.status) {
    case 'queued':
      return 'Queued';
    case 'running':
      return `Running ${Math.round(row.progress)}%`;
    case 'ready':
      return 'Ready';
    case 'failed':
      return row.error ? `Failed: ${row.error}` : 'Failed';
  }
}

export const RUN_STATUS_LABELS: Record<TReportRunStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  sent: 'Sent',
  failed: 'Failed',
};
