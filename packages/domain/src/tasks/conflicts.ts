import { taskStatusName } from '../catalogues/task-statuses.ts';

/**
 * Refusals of a change made on an out-of-date view of a task (a change queued offline while
 * someone else changed the task). The client shows them and offers to discard or re-apply.
 */
export const TASK_CONFLICT_MESSAGES = {
  editedElsewhere: 'This task was changed by someone else after you opened it.',
} as const;

/** A status change made from `expectedStatus` finds the task in another status. */
export function statusConflictMessage(currentStatus: number): string {
  return `This task was changed by someone else: it is now ${taskStatusName(currentStatus)}.`;
}

/** Whether a status change made when the task was in `expected` (if given) may go ahead. */
export function isStatusConflict(expected: number | undefined, current: number): boolean {
  return expected !== undefined && expected !== current;
}
