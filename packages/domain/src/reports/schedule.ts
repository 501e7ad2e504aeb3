import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { formatSiteDay } from '../inventory/rental.ts';
import { fromSiteWallTime, toSiteWallTime } from '../time/site-time.ts';
import type { TReportFrequency, TReportOptions } from './report-types.ts';

dayjs.extend(utc);

/**
 * A missed delivery (no instance was up at its send time) is still sent when the app comes back
 * within this long after it; only the latest period is ever considered, so an outage of a week
 * sends at most one daily report, and none older than a day (decision 153).
 */
export const REPORT_CATCH_UP_MS = 24 * 60 * 60 * 1000;

/** What the schedule reads from a saved configuration. */
export type TReportSchedule = { frequency: TReportFrequency; sendTime: string };

/** One scheduled delivery: the site days it covers, its key and when it is sent. */
export type TReportPeriod = {
  /** One run per configuration and key: the frequency and the period's first day. */
  key: string;
  /** Site days, YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  /** The send time on the send day, on the site's wall clock, as an instant. */
  scheduledFor: Date;
};

const DAY = 'YYYY-MM-DD';

function sendMinutes(sendTime: string): { hour: number; minute: number } {
  const match = /^(\d{2}):(\d{2})$/.exec(sendTime);
  const hour = match ? Number(match[1]) : 6;
  const minute = match ? Number(match[2]) : 0;
  return { hour: Math.min(hour, 23), minute: Math.min(minute, 59) };
}

/** The first send day (a wall-clock midnight) on or before the wall day `day`. */
function sendDayOnOrBefore(frequency: TReportFrequency, day: Dayjs): Dayjs {
  if (frequency === 'daily') return day;
  if (frequency === 'weekly') return day.subtract((day.day() + 6) % 7, 'day');
  return day.startOf('month');
}

function nextSendDay(frequency: TReportFrequency, sendDay: Dayjs): Dayjs {
  if (frequency === 'daily') return sendDay.add(1, 'day');
  if (frequency === 'weekly') return sendDay.add(7, 'day');
  return sendDay.add(1, 'month');
}

function previousSendDay(frequency: TReportFrequency, sendDay: Dayjs): Dayjs {
  if (frequency === 'daily') return sendDay.subtract(1, 'day');
  if (frequency === 'weekly') return sendDay.subtract(7, 'day');
  return sendDay.subtract(1, 'month');
}

function periodOf(
  schedule: TReportSchedule,
  sendDay: Dayjs,
  sendWall: Dayjs,
  timeZone: string,
): TReportPeriod {
  // The period ends the day before the send day and starts on the previous send day: the
  // previous day, the previous Monday to Sunday, the previous month.
  const from = previousSendDay(schedule.frequency, sendDay).format(DAY);
  const to = sendDay.subtract(1, 'day').format(DAY);
  return {
    key: `${schedule.frequency}:${from}`,
    from,
    to,
    scheduledFor: fromSiteWallTime(sendWall, timeZone),
  };
}

function atSendTime(sendDay: Dayjs, sendTime: string): Dayjs {
  const { hour, minute } = sendMinutes(sendTime);
  return sendDay.hour(hour).minute(minute).second(0).millisecond(0);
}

/**
 * The latest delivery whose send time has come at `now` (daily: each day; weekly: Mondays;
 * monthly: the 1st), the send time read on the site's wall clock of the send day: a time in a
 * spring-forward gap moves forward by the gap (02:30 is sent at 03:30), one shown twice in the
 * autumn overlap is sent at the first (both have one period key).
 */
export function latestReportPeriod(
  schedule: TReportSchedule,
  timeZone: string,
  now: Date,
): TReportPeriod {
  const wall = toSiteWallTime(now, timeZone);
  const sendDay = sendDayOnOrBefore(schedule.frequency, wall.startOf('day'));
  const period = periodOf(schedule, sendDay, atSendTime(sendDay, schedule.sendTime), timeZone);
  if (period.scheduledFor.getTime() <= now.getTime()) return period;
  const before = previousSendDay(schedule.frequency, sendDay);
  return periodOf(schedule, before, atSendTime(before, schedule.sendTime), timeZone);
}

/**
 * The delivery due at `now`, if any: the latest one (never an older missed one), when it is at
 * most REPORT_CATCH_UP_MS old and not scheduled before `notBefore` (the configuration's
 * creation, so a configuration saved after today's send time starts with the next one).
 */
export function dueReportPeriod(
  schedule: TReportSchedule,
  timeZone: string,
  now: Date,
  notBefore: Date | null = null,
): TReportPeriod | null {
  const period = latestReportPeriod(schedule, timeZone, now);
  const at = period.scheduledFor.getTime();
  if (now.getTime() - at > REPORT_CATCH_UP_MS) return null;
  if (notBefore && at < notBefore.getTime()) return null;
  return period;
}

/** When the next delivery after `now` is sent (the screen's "Next run"). */
export function nextReportRunAt(schedule: TReportSchedule, timeZone: string, now: Date): Date {
  const latest = latestReportPeriod(schedule, timeZone, now);
  // The latest send day is the day after its period ends.
  const sendDay = nextSendDay(schedule.frequency, dayjs.utc(latest.to).add(1, 'day'));
  return fromSiteWallTime(atSendTime(sendDay, schedule.sendTime), timeZone);
}

/** A period in words: MM/DD/YYYY - MM/DD/YYYY, or one MM/DD/YYYY for a single day. */
export function formatReportPeriod(from: string, to: string): string {
  return from === to ? formatSiteDay(from) : `${formatSiteDay(from)} - ${formatSiteDay(to)}`;
}

/** A run's options: the saved ones with the period as the date range. */
export function reportRunOptions(
  options: TReportOptions,
  period: Pick<TReportPeriod, 'from' | 'to'>,
): TReportOptions {
  return { ...options, from: period.from, to: period.to };
}
