import dayjs from 'dayjs';
import { scheduledInstant } from '@craftwork/domain/tasks/scheduling';
import { toSiteWallTime } from '@craftwork/domain/time/site-time';

/**
 * The calendar draws in the browser's local time; the site's day is in the site's time zone.
 * A card is placed at a local Date showing the site's wall time, and a drop's local Date is read
 * back as that wall time on the site's clock, so the calendar shows site time wherever the
 * browser is.
 */
export function toCalendarDate(instant: Date | string, timeZone: string): Date {
  const wall = toSiteWallTime(new Date(instant), timeZone);
  return new Date(wall.year(), wall.month(), wall.date(), wall.hour(), wall.minute());
}

/** The site day (YYYY-MM-DD) and time (HH:mm) a calendar Date shows. */
export function calendarWallTime(date: Date): { day: string; time: string } {
  const local = dayjs(date);
  return { day: local.format('YYYY-MM-DD'), time: local.format('HH:mm') };
}

/** The instant a calendar Date stands for on the site's clock. */
export function fromCalendarDate(date: Date, timeZone: string): Date {
  const { day, time } = calendarWallTime(date);
  return scheduledInstant(day, time, timeZone);
}

export type TCalendarView = 'month' | 'week' | 'day' | 'agenda';

/** Days the agenda view lists (react-big-calendar's default length). */
export const AGENDA_DAYS = 30;

/**
 * The instants a view of the calendar shows, for scheduling.calendar: its day, its week
 * (Sunday first, as the calendar draws it), its month with the edge weeks, or the agenda's days.
 */
export function visibleRange(
  view: TCalendarView,
  date: Date,
  timeZone: string,
): { from: string; to: string } {
  const d = dayjs(date);
  let start = d.startOf('day');
  let end = start.add(1, 'day');
  if (view === 'week') {
    start = d.startOf('week');
    end = start.add(7, 'day');
  } else if (view === 'month') {
    start = d.startOf('month').startOf('week');
    end = d.endOf('month').endOf('week').add(1, 'millisecond');
  } else if (view === 'agenda') {
    end = start.add(AGENDA_DAYS, 'day');
  }
  return {
    from: fromCalendarDate(start.toDate(), timeZone).toISOString(),
    to: fromCalendarDate(end.toDate(), timeZone).toISOString(),
  };
}
