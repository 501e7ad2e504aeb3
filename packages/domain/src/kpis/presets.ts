import { toSiteWallTime } from '../time/site-time.ts';

/** Date range presets of the historical dashboard (2.5) and the analytics screen (2.6). */
export const DATE_PRESETS = {
  today: 'Today',
  last7Days: 'Last 7 Days',
  thisMonth: 'This Month',
  last30Days: 'Last 30 Days',
  lastMonth: 'Last Month',
  q1: 'Q1',
  q2: 'Q2',
  q3: 'Q3',
  q4: 'Q4',
  ytd: 'YTD',
} as const;

export type TDatePreset = keyof typeof DATE_PRESETS;

export const HISTORICAL_PRESETS: readonly TDatePreset[] = [
  'today',
  'last7Days',
  'thisMonth',
  'last30Days',
  'q1',
  'q2',
  'q3',
  'q4',
  'ytd',
];
export const HISTORICAL_DEFAULT_PRESET: TDatePreset = 'last30Days';

export const ANALYTICS_PRESETS: readonly TDatePreset[] = [
  'today',
  'last7Days',
  'last30Days',
  'thisMonth',
  'lastMonth',
  'q1',
  'q2',
  'q3',
  'q4',
  'ytd',
];
export const ANALYTICS_DEFAULT_PRESET: TDatePreset = 'lastMonth';

/** A range of whole site days, both ends included, as YYYY-MM-DD. */
export type TDayRange = { from: string; to: string };

const DAY_FORMAT = 'YYYY-MM-DD';

/** The site days a preset covers on the site's calendar day containing `now`. */
export function presetRange(preset: TDatePreset, now: Date, timeZone: string): TDayRange {
  const today = toSiteWallTime(now, timeZone).startOf('day');
  const fmt = (d: typeof today) => d.format(DAY_FORMAT);
  const quarter = (q: number) => {
    const start = today.month((q - 1) * 3).startOf('month');
    return { from: fmt(start), to: fmt(start.add(2, 'month').endOf('month')) };
  };
  switch (preset) {
    case 'today':
      return { from: fmt(today), to: fmt(today) };
    case 'last7Days':
      return { from: fmt(today.subtract(6, 'day')), to: fmt(today) };
    case 'last30Days':
      return { from: fmt(today.subtract(29, 'day')), to: fmt(today) };
    case 'thisMonth':
      return { from: fmt(today.startOf('month')), to: fmt(today) };
    case 'lastMonth': {
      const start = today.subtract(1, 'month').startOf('month');
      return { from: fmt(start), to: fmt(start.endOf('month')) };
    }
    case 'q1':
      return quarter(1);
    case 'q2':
      return quarter(2);
    case 'q3':
      return quarter(3);
    case 'q4':
      return quarter(4);
    case 'ytd':
      return { from: fmt(today.startOf('year')), to: fmt(today) };
  }
}
