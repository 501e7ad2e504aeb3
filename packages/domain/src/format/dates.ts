import { toSiteWallTime } from '../time/site-time.ts';

type TMaybeDate = Date | null | undefined;

function format(d: TMaybeDate, timeZone: string, pattern: string): string {
  return d ? toSiteWallTime(d, timeZone).format(pattern) : '';
}

/** MM/DD/YYYY in the site's time zone; '' when there is no date. */
export function formatDate(d: TMaybeDate, timeZone: string): string {
  return format(d, timeZone, 'MM/DD/YYYY');
}

/** Date-time in lists and CSV exports: MM/DD/YYYY hh:mm A. */
export function formatListDateTime(d: TMaybeDate, timeZone: string): string {
  return format(d, timeZone, 'MM/DD/YYYY hh:mm A');
}

/** Date-time in event timelines: MMM DD YYYY hh:mma (e.g. Mar 05 2024 02:30pm). */
export function formatTimeline(d: TMaybeDate, timeZone: string): string {
  return format(d, timeZone, 'MMM DD YYYY hh:mma');
}

/** The {date} of export file names: MM-DD-YYYY. */
export function formatExportFileDate(d: Date, timeZone: string): string {
  return format(d, timeZone, 'MM-DD-YYYY');
}

/** Booleans in CSV exports. */
export function formatBoolean(b: boolean | null | undefined): 'TRUE' | 'FALSE' {
  return b ? 'TRUE' : 'FALSE';
}

/** Tasks with no scheduled time sort as if scheduled at 01/01/2050. */
export const DEFAULT_SCHEDULED_FALLBACK: Date = new Date(Date.UTC(2050, 0, 1));

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Money is kept in integer cents; shown as en-US dollars, e.g. 123456 → $1,234.56. */
export function formatCurrency(cents: number): string {
  return USD.format(cents / 100);
}
