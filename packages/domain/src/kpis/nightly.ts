import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { toSiteWallTime } from '../time/site-time.ts';

dayjs.extend(utc);

/** The nightly KPI computation runs once the site's clock has passed this time (minutes after midnight). */
export const KPI_NIGHTLY_MINUTES = 30;
/** How many past site days the nightly job catches up on after a pause (the newest first). */
export const KPI_CATCH_UP_DAYS = 7;

/**
 * The newest site day whose KPIs are due at `now`: yesterday once the site's wall clock shows
 * 00:30 or later, else the day before. Read from the wall clock, so a DST change at midnight
 * (00:30 skipped or shown twice) neither skips nor repeats a day.
 */
export function latestDueKpiDay(now: Date, timeZone: string): string {
  const wall = toSiteWallTime(now, timeZone);
  const past = wall.hour() * 60 + wall.minute() >= KPI_NIGHTLY_MINUTES;
  return wall
    .startOf('day')
    .subtract(past ? 1 : 2, 'day')
    .format('YYYY-MM-DD');
}

/** The site days the nightly job should have computed by `now`, oldest first (`count` of them). */
export function dueKpiDays(now: Date, timeZone: string, count = KPI_CATCH_UP_DAYS): string[] {
  const latest = dayjs.utc(latestDueKpiDay(now, timeZone));
  return Array.from({ length: count }, (_, i) =>
    latest.subtract(count - 1 - i, 'day').format('YYYY-MM-DD'),
  );
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether text is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  return DAY_PATTERN.test(text) && dayjs.utc(text).format('YYYY-MM-DD') === text;
}

/** The site days from..to inclusive (YYYY-MM-DD), oldest first; empty when to is before from. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const end = dayjs.utc(to);
  for (let d = dayjs.utc(from); !d.isAfter(end); d = d.add(1, 'day'))
    days.push(d.format('YYYY-MM-DD'));
  return days;
}
