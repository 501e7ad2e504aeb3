import dayjs from 'dayjs';
import { TASK_STATUS } from '../catalogues/task-statuses.ts';
import { formatTimeline } from '../format/dates.ts';
import { isNextOpportunityAllowed } from '../site/customizations.ts';
import type { TSiteCustomizations } from '../site/site.ts';
import {
  SCHEDULE_CHOICES,
  ZScheduleChoice,
  type TScheduleChoice,
} from '../catalogues/schedule-choices.ts';
import { fromSiteWallTime, siteDateKey, toSiteWallTime } from '../time/site-time.ts';

export { SCHEDULE_CHOICES, ZScheduleChoice, type TScheduleChoice };

/** The picker's radio options, in the order the picker shows them. */
export const SCHEDULE_OPTIONS = ['urgent', 'awaitingSchedule', 'nextOpportunity'] as const;
export type TScheduleOption = (typeof SCHEDULE_OPTIONS)[number];

export const SCHEDULE_OPTION_LABELS: Readonly<Record<TScheduleOption, string>> = {
  urgent: 'Urgent',
  awaitingSchedule: 'Awaiting Schedule',
  nextOpportunity: 'Next Opportunity',
};

/** A changed day resets the time to 7:00 am (24-hour HH:mm; shown as 07:00 am). */
export const DEFAULT_SCHEDULE_TIME = '07:00';

/** The schedule date and time formats of spec part 2, section 9. */
export const SCHEDULE_DATE_FORMAT = 'YYYY-MM-DD';
export const SCHEDULE_TIME_FORMAT = 'hh:mm a';

/** The schedule fields of a task that a choice sets. */
export type TScheduleFields = {
  timestampScheduled: Date | null;
  urgent: boolean;
  nextOpportunity: boolean;
  /** Set only by Next Opportunity. */
  timestampAwaitingStart?: Date;
};

/**
 * What a scheduling choice writes on the task (spec part 2, "Scheduling choices"):
 * - Urgent: scheduled now, urgent, not next opportunity.
 * - Awaiting Schedule: no scheduled time, neither flag.
 * - Next Opportunity: no scheduled time, awaiting since now, next opportunity. The spec does not
 *   mention urgent here; the options are exclusive radio buttons, so urgent is cleared.
 * - A picked day and time: that time, neither flag.
 */
export function applyScheduleChoice(
  choice: TScheduleChoice,
  scheduledAt: Date | null,
  now: Date,
): TScheduleFields {
  switch (choice) {
    case 'urgent':
      return { timestampScheduled: now, urgent: true, nextOpportunity: false };
    case 'awaitingSchedule':
      return { timestampScheduled: null, urgent: false, nextOpportunity: false };
    case 'nextOpportunity':
      return {
        timestampScheduled: null,
        urgent: false,
        nextOpportunity: true,
        timestampAwaitingStart: now,
      };
    case 'date':
      return { timestampScheduled: scheduledAt, urgent: false, nextOpportunity: false };
  }
}

export type TScheduleOptionsContext = {
  /** The site's validTaskStatusCodes. */
  validTaskStatusCodes: readonly number[];
  customizations: TSiteCustomizations | null | undefined;
  craftType: number;
  taskType: number;
};

/**
 * The radio options offered: Urgent always; Awaiting Schedule only if the site accepts status 10;
 * Next Opportunity only if allowed for the craft and task type (allowed when the site lists no
 * pairs).
 */
export function offeredScheduleOptions(ctx: TScheduleOptionsContext): TScheduleOption[] {
  const options: TScheduleOption[] = ['urgent'];
  if (ctx.validTaskStatusCodes.includes(TASK_STATUS.AWAITING_SCHEDULE)) {
    options.push('awaitingSchedule');
  }
  if (isNextOpportunityAllowed(ctx.customizations, ctx.craftType, ctx.taskType)) {
    options.push('nextOpportunity');
  }
  return options;
}

/** Whether a requested choice is one the site offers (a picked date always is). */
export function isScheduleChoiceOffered(
  choice: TScheduleChoice,
  ctx: TScheduleOptionsContext,
): boolean {
  return choice === 'date' || offeredScheduleOptions(ctx).includes(choice);
}

/** The schedule picker's state: a calendar day, a time and a radio option. */
export type TSchedulePicker = {
  /** YYYY-MM-DD in the site's time zone, or null when no day is picked. */
  day: string | null;
  /** HH:mm, 24-hour. */
  time: string;
  option: TScheduleOption | null;
};

/** The picker as it opens for a task (or a new task, with no schedule and no flags). */
export function schedulePickerFor(
  task: { timestampScheduled: Date | null; urgent: boolean; nextOpportunity: boolean },
  timeZone: string,
): TSchedulePicker {
  const scheduled = task.timestampScheduled;
  const wall = scheduled ? toSiteWallTime(scheduled, timeZone) : null;
  return {
    day: wall ? wall.format(SCHEDULE_DATE_FORMAT) : null,
    time: wall ? wall.format('HH:mm') : DEFAULT_SCHEDULE_TIME,
    option: task.urgent ? 'urgent' : task.nextOpportunity ? 'nextOpportunity' : null,
  };
}

/** Picking a day clears the radio option; a changed day resets the time to 7:00 am. */
export function pickScheduleDay(picker: TSchedulePicker, day: string): TSchedulePicker {
  return { day, time: day === picker.day ? picker.time : DEFAULT_SCHEDULE_TIME, option: null };
}

/** Picking a time clears the radio option. */
export function pickScheduleTime(picker: TSchedulePicker, time: string): TSchedulePicker {
  return { ...picker, time, option: null };
}

export function pickScheduleOption(
  picker: TSchedulePicker,
  option: TScheduleOption,
): TSchedulePicker {
  return { ...picker, option };
}

/** The site's wall-clock day (YYYY-MM-DD) and time (HH:mm) as an instant. */
export function scheduledInstant(day: string, time: string, timeZone: string): Date {
  return fromSiteWallTime(dayjs.utc(`${day}T${time}:00`), timeZone);
}

export type TScheduleSelection = { choice: TScheduleChoice; scheduledAt: Date | null };

/** The picker's selection, or null when neither a day nor an option is picked. */
export function schedulePickerSelection(
  picker: TSchedulePicker,
  timeZone: string,
): TScheduleSelection | null {
  if (picker.option) return { choice: picker.option, scheduledAt: null };
  if (picker.day === null) return null;
  return { choice: 'date', scheduledAt: scheduledInstant(picker.day, picker.time, timeZone) };
}

/** A 24-hour HH:mm time as the 12-hour picker shows it, e.g. '07:00' → '07:00 am'. */
export function formatScheduleTime(time: string): string {
  return dayjs.utc(`2000-01-01T${time}:00`).format(SCHEDULE_TIME_FORMAT);
}

/**
 * The picker's summary line. The spec writes 'This task is being Scheduled ... for <date>'; the
 * '...' is read as an elision of nothing the user sees, so a picked day reads
 * 'This task is being Scheduled for <date>', <date> being the task date display format
 * MMM DD YYYY hh:mma in the site's time zone (e.g. Mar 15 2024 07:00am). A radio option reads
 * 'Marked as <option label>'. Nothing picked yet: ''.
 */
export function scheduleSummary(selection: TScheduleSelection | null, timeZone: string): string {
  if (selection === null) return '';
  if (selection.choice !== 'date') return `Marked as ${SCHEDULE_OPTION_LABELS[selection.choice]}`;
  if (selection.scheduledAt === null) return '';
  return `This task is being Scheduled for ${formatTimeline(selection.scheduledAt, timeZone)}`;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDay(day: string): boolean {
  if (!DAY_PATTERN.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/**
 * Whether the calendar lets the user pick a day: today and later always, past days only when the
 * site's allowSchedulingTasksInThePast is on. `day` is a YYYY-MM-DD site day, or an instant
 * (taken as its site day), so the server can check a requested scheduled time the same way.
 */
export function canPickDate(
  day: string | Date,
  now: Date,
  timeZone: string,
  allowSchedulingTasksInThePast: boolean | undefined,
): boolean {
  const key = typeof day === 'string' ? day : siteDateKey(day, timeZone);
  if (typeof day === 'string' && !isCalendarDay(day)) return false;
  if (allowSchedulingTasksInThePast) return true;
  return key >= siteDateKey(now, timeZone);
}

export type TSameDayTask = {
  urgent: boolean;
  timestampScheduled: Date | null;
  timestampAwaitingStart: Date | null;
};

/**
 * Same-day task (spec part 1, section 9): scheduled on the same site day as it entered awaiting
 * status, not urgent, and the awaiting start is after 01:00 (site time) on that day.
 */
export function isSameDayTask(task: TSameDayTask, timeZone: string): boolean {
  const scheduled = task.timestampScheduled;
  const awaitingStart = task.timestampAwaitingStart;
  if (task.urgent || !scheduled || !awaitingStart) return false;
  if (siteDateKey(scheduled, timeZone) !== siteDateKey(awaitingStart, timeZone)) return false;
  const oneAm = fromSiteWallTime(
    toSiteWallTime(awaitingStart, timeZone).startOf('day').hour(1),
    timeZone,
  );
  return awaitingStart > oneAm;
}
