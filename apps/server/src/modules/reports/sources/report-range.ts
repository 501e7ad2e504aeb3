import { siteDayRange } from '@craftwork/domain/kpis/formulas';
import type { TReportOptions } from '@craftwork/domain/reports/report-types';

/** A report's site days as instants [start, end) in the site's time zone (null ends stay open). */
export function rangeInstants(options: Pick<TReportOptions, 'from' | 'to'>, timeZone: string) {
  return {
    start: options.from ? siteDayRange(options.from, timeZone).start : null,
    end: options.to ? siteDayRange(options.to, timeZone).end : null,
  };
}
