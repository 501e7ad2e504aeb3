import type { TPermissions } from '../access/permissions.ts';
import { TASK_STATUS, taskStatusName } from '../catalogues/task-statuses.ts';
import type { TTaskStatusCode } from '../catalogues/task-statuses.ts';
import { startOfNextSiteDay } from '../time/site-day.ts';
import { isEstimateFlowEnabled } from './initial-status.ts';
import type { TEstimateSite } from './initial-status.ts';

const S = TASK_STATUS;

export type TStatusTask = {
  taskStatus: number;
  craftType: number;
  taskType: number;
  urgent: boolean;
  nextOpportunity: boolean;
  timestampScheduled: Date | null;
};

export type TStatusUser = Pick<TPermissions, 'isPlantPersonnel' | 'canRouteAwaiting'>;

export type TStatusContext = {
  now: Date;
  /** The site's IANA time zone. */
  timeZone: string;
};

/** Where plant personnel may send a task out of Awaiting Approval. */
function approvedStatus(task: TStatusTask, ctx: TStatusContext): TTaskStatusCode {
  if (task.nextOpportunity || task.urgent) return S.AWAITING;
  if (task.timestampScheduled === null) return S.AWAITING_SCHEDULE;
  return task.timestampScheduled < startOfNextSiteDay(ctx.now, ctx.timeZone)
    ? S.AWAITING
    : S.SCHEDULED;
}

/**
 * The "Set {next status}" actions of the task detail card (spec part 2, section 4). Only
 * Awaiting Approval depends on the user: plant personnel approve, others get nothing.
 */
export function nextStatuses(
  task: TStatusTask,
  user: Pick<TStatusUser, 'isPlantPersonnel'>,
  ctx: TStatusContext,
): TTaskStatusCode[] {
  switch (task.taskStatus) {
    case S.AWAITING_ESTIMATE:
      return [S.AWAITING_APPROVAL];
    case S.AWAITING_REVIEW:
      return [S.COMPLETE];
    case S.AWAITING_APPROVAL:
      return user.isPlantPersonnel ? [approvedStatus(task, ctx)] : [];
    case S.AWAITING:
      return [S.IN_PROGRESS];
    case S.IN_PROGRESS:
      return [S.COMPLETE, S.ON_HOLD];
    case S.ON_HOLD:
      return [S.IN_PROGRESS];
    default:
      return [];
  }
}

/**
 * 'Removed' has no status code in the spec; it is modelled as 99 Canceled, which takes the task
 * out of every open list as removing it would.
 */
export const ROUTE_AWAITING_REMOVED_STATUS = S.CANCELED;

/**
 * The Route Awaiting permission (canRouteAwaiting) lets a user move an awaiting request (a task
 * in status 30 Awaiting) to In Progress, Complete or Removed.
 */
export function routeAwaitingStatuses(
  task: Pick<TStatusTask, 'taskStatus'>,
  user: Pick<TStatusUser, 'canRouteAwaiting'>,
): TTaskStatusCode[] {
  if (!user.canRouteAwaiting || task.taskStatus !== S.AWAITING) return [];
  return [S.IN_PROGRESS, S.COMPLETE, ROUTE_AWAITING_REMOVED_STATUS];
}

/** The statuses the estimate dialog offers, in its order. */
export const ESTIMATE_DIALOG_STATUSES: readonly TTaskStatusCode[] = [
  S.AWAITING_ESTIMATE,
  S.AWAITING,
];

/**
 * The estimate dialog offers Awaiting Estimate or Awaiting. The spec does not say when it opens;
 * it is read as the plant user's decision on a task in Awaiting Approval for which the site's
 * estimate flow applies (both statuses 5 and 8 accepted, estimate enabled for the craft and task
 * type): ask for an estimate, or approve straight to Awaiting. Otherwise it offers nothing.
 */
export function estimateDialogStatuses(
  task: Pick<TStatusTask, 'taskStatus' | 'craftType' | 'taskType'>,
  user: Pick<TStatusUser, 'isPlantPersonnel'>,
  site: TEstimateSite,
): TTaskStatusCode[] {
  if (task.taskStatus !== S.AWAITING_APPROVAL || !user.isPlantPersonnel) return [];
  if (!isEstimateFlowEnabled(site, task.craftType, task.taskType)) return [];
  return [...ESTIMATE_DIALOG_STATUSES];
}

export type TSetStatusContext = TStatusContext & { site: TEstimateSite };

/** Every status a user may move the task to: the card, Route Awaiting and the estimate dialog. */
export function allowedNextStatuses(
  task: TStatusTask,
  user: TStatusUser,
  ctx: TSetStatusContext,
): TTaskStatusCode[] {
  const all = [
    ...nextStatuses(task, user, ctx),
    ...routeAwaitingStatuses(task, user),
    ...estimateDialogStatuses(task, user, ctx.site),
  ];
  return [...new Set(all)].filter((s) => s !== task.taskStatus);
}

/**
 * The server's check of a requested status change. Only a change is a status change (saving
 * details with the same status goes through editTask); whether the user may update this task at
 * all (canUpdateTasks, or being its creator) is checked separately.
 */
export function canSetStatus(
  task: TStatusTask,
  user: TStatusUser,
  to: number,
  ctx: TSetStatusContext,
): boolean {
  return (allowedNextStatuses(task, user, ctx) as number[]).includes(to);
}

/** A user with every flag the status rules read: whatever some user may do, this one may. */
const ANY_USER: TStatusUser = { isPlantPersonnel: true, canRouteAwaiting: true };

/**
 * Why a requested status change is refused, or null when the user may make it: 'permission'
 * when the task's status lets some other user make it (plant personnel approve, Route Awaiting
 * removes or completes an awaiting task), 'notAllowed' when it lets no one.
 */
export function statusChangeRefusal(
  task: TStatusTask,
  user: TStatusUser,
  to: number,
  ctx: TSetStatusContext,
): 'permission' | 'notAllowed' | null {
  if (canSetStatus(task, user, to, ctx)) return null;
  return canSetStatus(task, ANY_USER, to, ctx) ? 'permission' : 'notAllowed';
}

/**
 * The reason given for a change no user may make from the task's status. Awaiting Schedule
 * and Scheduled offer no next status: such a task moves on when it is rescheduled (Edit Date),
 * to Awaiting when rescheduled for today or as urgent.
 */
export function statusNotAllowedMessage(from: number, to: number): string {
  if (from === to) return `This task is already ${taskStatusName(from)}.`;
  const refusal = `A task that is ${taskStatusName(from)} cannot be set to ${taskStatusName(to)}`;
  if (from === S.AWAITING_SCHEDULE || from === S.SCHEDULED)
    return `${refusal}: reschedule it for today or as urgent first, which makes it Awaiting.`;
  return `${refusal}.`;
}
