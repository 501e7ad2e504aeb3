import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

const MINUTE = 60_000;

/**
 * One formatter per time zone for each use, made on first use: building an Intl formatter
 * costs far more than the format it then does.
 */
function zoneFormatter(locale: string, options: Intl.DateTimeFormatOptions) {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string): Intl.DateTimeFormat => {
    let format = formats.get(timeZone);
    if (!format)
      formats.set(timeZone, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
    return format;
  };
}

/** The zone's wall clock, every field a number, hours 0-23. */
const wallClockFormat = zoneFormatter('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/**
 * The zone's offset from UTC at an instant, in minutes (Chicago in winter: -360): the zone's
 * wall clock read with a cached Intl formatter, less the instant. dayjs's timezone plugin
 * built a new formatter for every call (`toLocaleString` with a time zone), which made a list
 * page's dates a tenth of its first render on a phone (issue 36).
 */
export function siteOffsetMinutes(instant: Date | number, timeZone: string): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of wallClockFormat(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const wall = new Date(0);
  wall.setUTCFullYear(fields.year ?? 1970, (fields.month ?? 1) - 1, fields.day ?? 1);
  wall.setUTCHours((fields.hour ?? 0) % 24, fields.minute ?? 0, fields.second ?? 0, 0);
  return Math.round((wall.getTime() - Math.floor(ms / 1000) * 1000) / MINUTE);
}

/**
 * The site's wall-clock time at an instant, as a UTC-mode Dayjs whose fields (year, hour,
 * format...) read as the site's local time. Use it for formatting and calendar arithmetic;
 * turn it back into an instant with fromSiteWallTime, never with toDate().
 */
export function toSiteWallTime(instant: Date | number, timeZone: string): Dayjs {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return dayjs.utc(ms + siteOffsetMinutes(ms, timeZone) * MINUTE);
}

/**
 * The instant at which the site's clock shows this wall time. In the autumn overlap the earlier
 * of the two instants is taken; a time skipped by a spring-forward gap moves forward by the gap.
 */
export function fromSiteWallTime(wall: Dayjs, timeZone: string): Date {
  const local = wall.valueOf();
  const guess = siteOffsetMinutes(local, timeZone);
  const first = local - guess * MINUTE;
  const firstOffset = siteOffsetMinutes(first, timeZone);
  if (firstOffset === guess) return earlierInOverlap(first, guess, timeZone);
  const second = local - firstOffset * MINUTE;
  const secondOffset = siteOffsetMinutes(second, timeZone);
  if (secondOffset === firstOffset) return earlierInOverlap(second, firstOffset, timeZone);
  // In a gap neither offset reproduces the wall time: reading it with the offset from before
  // the gap lands just after the gap.
  return new Date(local - Math.min(firstOffset, secondOffset) * MINUTE);
}

function earlierInOverlap(instant: number, offset: number, timeZone: string): Date {
  // If the clock showed this wall time an hour (or the zone's shift) earlier too, prefer that.
  const earlierOffset = siteOffsetMinutes(instant - 3 * 60 * MINUTE, timeZone);
  if (earlierOffset > offset) {
    const earlier = instant - (earlierOffset - offset) * MINUTE;
    if (siteOffsetMinutes(earlier, timeZone) === earlierOffset) return new Date(earlier);
  }
  return new Date(instant);
}

/** Midnight at the start of the site's calendar day containing `now`. */
export function startOfSiteDay(now: Date, timeZone: string): Date {
  return fromSiteWallTime(toSiteWallTime(now, timeZone).startOf('day'), timeZone);
}

/** The same site wall-clock time `days` calendar days later (negative: earlier). */
export function addSiteDays(instant: Date, days: number, timeZone: string): Date {
  return fromSiteWallTime(toSiteWallTime(instant, timeZone).add(days, 'day'), timeZone);
}

/** The zone's calendar date, YYYY-MM-DD. */
const dayFormat = zoneFormatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const DAY_KEYS = new Map<string, Map<number, string>>();
/** Instants remembered per time zone; the memory is dropped whole when it grows past this. */
const DAY_KEYS_LIMIT = 100_000;

/**
 * The site's calendar date of an instant, YYYY-MM-DD (the date toSiteWallTime reads), with one
 * cached formatter per time zone, since a KPI day's build asks it tens of thousands of times,
 * and the dates of the instants seen lately remembered (the same instants come back: a task's
 * completion and schedule are read by several rules, a Backlog task on every day it waits).
 */
export function siteDateKey(instant: Date, timeZone: string): string {
  let keys = DAY_KEYS.get(timeZone);
  if (!keys) DAY_KEYS.set(timeZone, (keys = new Map()));
  const ms = instant.getTime();
  const known = keys.get(ms);
  if (known !== undefined) return known;
  const key = dayFormat(timeZone).format(instant);
  if (keys.size >= DAY_KEYS_LIMIT) keys.clear();
  keys.set(ms, key);
  return key;
}
