import { TASK_STATUS, taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
import { ROUTE_AWAITING_REMOVED_STATUS } from '@craftwork/domain/tasks/next-statuses';
import { formatTimeline } from '@craftwork/domain/format/dates';

/** Shown where a referenced user or company is missing (spec part 2, section 8). */
export const UNAVAILABLE = '[Unavailable]';

/** The card's status text, e.g. 'Awaiting (Urgent)'. */
export function taskStatusText(task: { taskStatus: number; urgent: boolean }): string {
  const name = taskStatusName(task.taskStatus);
  return task.urgent ? `${name} (Urgent)` : name;
}

/**
 * The label of a Set {status} action. Route Awaiting's 'Removed' is modelled as 99 Canceled
 * (decision 006), so from Awaiting it reads 'Set Removed'.
 */
export function setStatusLabel(from: number, to: number): string {
  if (from === TASK_STATUS.AWAITING && to === ROUTE_AWAITING_REMOVED_STATUS) return 'Set Removed';
  return `Set ${taskStatusName(to)}`;
}

/** The Scheduled For line: the date, or what the task waits for instead. */
export function scheduledForText(
  task: { timestampScheduled: string | null; nextOpportunity: boolean },
  timeZone: string,
): string {
  if (task.timestampScheduled) return formatTimeline(new Date(task.timestampScheduled), timeZone);
  return task.nextOpportunity ? 'Next Opportunity' : 'Not scheduled';
}

export function formatIso(iso: string | null | undefined, timeZone: string): string {
  return iso ? formatTimeline(new Date(iso), timeZone) : '';
}
