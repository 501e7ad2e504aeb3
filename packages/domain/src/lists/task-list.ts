import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { CLOSED_TASK_STATUSES, TASK_STATUS } from '../catalogues/task-statuses.ts';
import { INSPECTION_TASK_TYPES } from '../catalogues/task-types.ts';
import { presetRange } from '../kpis/presets.ts';
import { fromSiteWallTime, startOfSiteDay } from '../time/site-time.ts';
import type { TTaskParam } from './task-params.ts';

dayjs.extend(utc);

export { startOfSiteDay };

export { TASK_PARAMS, isTaskParam, type TTaskParam } from './task-params.ts';

/**
 * A list's filter as data. Every present condition must hold:
 * - statuses: the status is one of these;
 * - openOnly: the status is neither 90 Complete nor 99 Canceled;
 * - urgent: the task is urgent;
 * - taskTypes: the task type is one of these;
 * - backlog: scheduled before the start of today in the site's time zone, or nextOpportunity;
 * - completed: completed within the completion date range (default: the last 30 days).
 */
export type TTaskListFilter = {
  readonly statuses?: readonly number[];
  readonly openOnly?: boolean;
  readonly urgent?: boolean;
  readonly taskTypes?: readonly number[];
  readonly backlog?: boolean;
  readonly completed?: boolean;
};

const S = TASK_STATUS;

/** The DECISIONS.md task-list table. Dashboard badges count the same sets. */
export const TASK_LIST_STATUS_SETS: Readonly<Record<TTaskParam, TTaskListFilter>> = {
  All: { openOnly: true },
  'Estimate Approval': { statuses: [S.AWAITING_ESTIMATE, S.AWAITING_APPROVAL] },
  'Awaiting Review': { statuses: [S.AWAITING_REVIEW, S.AWAITING_PARTS] },
  Scheduled: { statuses: [S.SCHEDULED] },
  'In Progress': { statuses: [S.IN_PROGRESS, S.ON_HOLD] },
  Urgent: { openOnly: true, urgent: true },
  Inspection: { openOnly: true, taskTypes: INSPECTION_TASK_TYPES },
  Backlog: { statuses: [S.AWAITING], backlog: true },
  Completed: { statuses: [S.COMPLETE], completed: true },
};

export type TDateRange = { from: Date; to: Date };

export type TTaskListContext = {
  now: Date;
  /** The site's IANA time zone, e.g. America/Chicago. */
  timeZone: string;
  /** For Completed; both ends inclusive. Default: the last 30 days ending now. */
  completedRange?: TDateRange;
};

export type TTaskListTask = {
  taskStatus: number;
  taskType: number;
  urgent: boolean;
  nextOpportunity: boolean;
  timestampScheduled: Date | null;
  timestampTaskCompleted: Date | null;
};

/**
 * The Completed list's default range: "Last 30 Days" as the KPIs and reports mean it (the
 * preset's site days, today included), from the start of its first day to now.
 */
export function defaultCompletedRange(now: Date, timeZone: string): TDateRange {
  const { from } = presetRange('last30Days', now, timeZone);
  return { from: fromSiteWallTime(dayjs.utc(from), timeZone), to: now };
}

/**
 * A list's filter with the clock and range applied, ready for a query: every present
 * condition must hold.
 */
export type TTaskListCriteria = {
  statuses?: readonly number[];
  excludedStatuses?: readonly number[];
  urgent?: true;
  taskTypes?: readonly number[];
  /** timestampScheduled < this, or nextOpportunity. */
  backlogBefore?: Date;
  /** from <= timestampTaskCompleted <= to. */
  completedBetween?: TDateRange;
};

export function taskListCriteria(param: TTaskParam, ctx: TTaskListContext): TTaskListCriteria {
  const filter = TASK_LIST_STATUS_SETS[param];
  const criteria: TTaskListCriteria = {};
  if (filter.statuses) criteria.statuses = filter.statuses;
  if (filter.openOnly) criteria.excludedStatuses = CLOSED_TASK_STATUSES;
  if (filter.urgent) criteria.urgent = true;
  if (filter.taskTypes) criteria.taskTypes = filter.taskTypes;
  if (filter.backlog) criteria.backlogBefore = startOfSiteDay(ctx.now, ctx.timeZone);
  if (filter.completed) {
    criteria.completedBetween = ctx.completedRange ?? defaultCompletedRange(ctx.now, ctx.timeZone);
  }
  return criteria;
}

export function matchesTaskListCriteria(task: TTaskListTask, criteria: TTaskListCriteria): boolean {
  const { statuses, excludedStatuses, urgent, taskTypes, backlogBefore, completedBetween } =
    criteria;
  if (statuses && !statuses.includes(task.taskStatus)) return false;
  if (excludedStatuses && excludedStatuses.includes(task.taskStatus)) return false;
  if (urgent && !task.urgent) return false;
  if (taskTypes && !taskTypes.includes(task.taskType)) return false;
  if (backlogBefore) {
    const scheduledBefore =
      task.timestampScheduled !== null && task.timestampScheduled < backlogBefore;
    if (!scheduledBefore && !task.nextOpportunity) return false;
  }
  if (completedBetween) {
    const completed = task.timestampTaskCompleted;
    if (
      completed === null ||
      completed < completedBetween.from ||
      completed > completedBetween.to
    ) {
      return false;
    }
  }
  return true;
}

/** Whether a task belongs in /task-list/{param} (DECISIONS.md, "Task lists"). */
export function taskInList(task: TTaskListTask, param: TTaskParam, ctx: TTaskListContext): boolean {
  return matchesTaskListCriteria(task, taskListCriteria(param, ctx));
}
