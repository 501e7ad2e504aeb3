import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import { canPickDate, type TSchedulePicker } from '@craftwork/domain/tasks/scheduling';

/** Shown when a past day is picked while the site does not allow it. */
export const PAST_DAY_MESSAGE = 'Please pick today or a later day';

const TIME = /^\d{2}:\d{2}$/;

/** Whether the picker holds a day the site does not allow (a past one, unless allowed). */
export function isPastDayPicked(
  value: TSchedulePicker,
  timeZone: string,
  allowPast: boolean,
  now: Date,
): boolean {
  return (
    value.option === null && value.day !== null && !canPickDate(value.day, now, timeZone, allowPast)
  );
}

/**
 * Why the picker's selection may not be saved, or null: nothing picked (or a day without a
 * time) is required; a past day is refused unless the site allows it.
 */
export function scheduleProblem(
  value: TSchedulePicker,
  timeZone: string,
  allowPast: boolean,
  now: Date = new Date(),
): string | null {
  if (value.option) return null;
  if (value.day === null || !TIME.test(value.time)) return TASK_MESSAGES.required;
  return isPastDayPicked(value, timeZone, allowPast, now) ? PAST_DAY_MESSAGE : null;
}

/** Whether the picker holds a selection that may be saved. */
export function isSchedulePickerValid(
  value: TSchedulePicker,
  timeZone: string,
  allowPast: boolean,
  now: Date = new Date(),
): boolean {
  return scheduleProblem(value, timeZone, allowPast, now) === null;
}
