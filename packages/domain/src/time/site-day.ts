import { fromSiteWallTime, startOfSiteDay, toSiteWallTime } from './site-time.ts';

/** Midnight at the start of the site's next calendar day: the end (exclusive) of today. */
export function startOfNextSiteDay(now: Date, timeZone: string): Date {
  return fromSiteWallTime(toSiteWallTime(now, timeZone).startOf('day').add(1, 'day'), timeZone);
}

/** The site's calendar day containing `now`, as [start, end). */
export function siteDayBounds(now: Date, timeZone: string): { start: Date; end: Date } {
  return { start: startOfSiteDay(now, timeZone), end: startOfNextSiteDay(now, timeZone) };
}

/** Whether an instant falls on the site's calendar day containing `now`. */
export function isOnSiteDay(instant: Date, now: Date, timeZone: string): boolean {
  const { start, end } = siteDayBounds(now, timeZone);
  return instant >= start && instant < end;
}

/** Whether an instant falls before the start of the site's calendar day containing `now`. */
export function isBeforeSiteDay(instant: Date, now: Date, timeZone: string): boolean {
  return instant < startOfSiteDay(now, timeZone);
}
