/**
 * Tasks by Company: per company, over a range of instants [start, end) (the report's site days):
 * - created: tasks created in the range;
 * - completed: tasks now Complete whose completion falls in the range;
 * - open at end: tasks created before the range's end and not closed by then: open now, or
 *   Complete with a completion at or after the end. A Canceled task keeps no time of its
 *   cancelation, so it never counts as open.
 * Removed tasks count nowhere (the server reads live tasks only).
 */
import { TASK_STATUS, isOpenStatus } from '../catalogues/task-statuses.ts';

export type TCompanyTaskFacts = {
  companyId: string | null;
  taskStatus: number;
  timestampCreated: Date;
  timestampTaskCompleted: Date | null;
};

export type TInstantRange = { start: Date; end: Date };

export type TTaskTally = { created: number; completed: number; openAtEnd: number };

const inRange = (at: Date | null, r: TInstantRange) =>
  at !== null && at.getTime() >= r.start.getTime() && at.getTime() < r.end.getTime();

/** What one task adds to its company's tally. */
export function taskTally(task: TCompanyTaskFacts, range: TInstantRange): TTaskTally {
  const complete = task.taskStatus === TASK_STATUS.COMPLETE;
  const createdBeforeEnd = task.timestampCreated.getTime() < range.end.getTime();
  const completedAfterEnd =
    complete &&
    task.timestampTaskCompleted !== null &&
    task.timestampTaskCompleted.getTime() >= range.end.getTime();
  return {
    created: inRange(task.timestampCreated, range) ? 1 : 0,
    completed: complete && inRange(task.timestampTaskCompleted, range) ? 1 : 0,
    openAtEnd: createdBeforeEnd && (isOpenStatus(task.taskStatus) || completedAfterEnd) ? 1 : 0,
  };
}

/** The tallies by company id ('' for tasks without a company). */
export function tallyByCompany(
  tasks: Iterable<TCompanyTaskFacts>,
  range: TInstantRange,
  into: Map<string, TTaskTally> = new Map(),
): Map<string, TTaskTally> {
  for (const task of tasks) {
    const key = task.companyId ?? '';
    const t = taskTally(task, range);
    const sum = into.get(key) ?? { created: 0, completed: 0, openAtEnd: 0 };
    sum.created += t.created;
    sum.completed += t.completed;
    sum.openAtEnd += t.openAtEnd;
    into.set(key, sum);
  }
  return into;
}
