import { isOpenStatus, TASK_STATUS } from '../catalogues/task-statuses.ts';
import { TASK_TYPE } from '../catalogues/task-types.ts';
import {
  recordClosesOnCompletion,
  type TCraftRecordPersistence,
  type TPersistenceChoice,
} from './persistence.ts';

/**
 * What a task's status change does to its craft record (spec part 2, section 4): completing an
 * installation marks the record installed; completing a task closes the record by its
 * persistence (unless a next task was created); an open status reopens a closed record.
 */
export type TRecordStatusEffects = {
  readonly installs: boolean;
  readonly closes: boolean;
  readonly reopens: boolean;
};

export type TRecordStatusChange = {
  readonly task: {
    readonly taskStatus: number;
    readonly taskType: number;
    readonly craftRecordPersistence: TCraftRecordPersistence | null;
  };
  readonly status: number;
  /** The record before the change; null when it could not be read (nothing installs or reopens). */
  readonly record: { readonly open: boolean; readonly installed: boolean } | null;
  readonly persistenceChoice: TPersistenceChoice | null | undefined;
  readonly nextTaskCreated: boolean;
};

/** Whether the change completes the task (it was not Complete before). */
export function isCompleting(taskStatus: number, status: number): boolean {
  return status === TASK_STATUS.COMPLETE && taskStatus !== TASK_STATUS.COMPLETE;
}

export function recordEffectsOfStatusChange(change: TRecordStatusChange): TRecordStatusEffects {
  const { task, status, record } = change;
  const completing = isCompleting(task.taskStatus, status);
  const installs =
    completing && task.taskType === TASK_TYPE.INSTALLATION && !!record && !record.installed;
  const closes =
    completing &&
    recordClosesOnCompletion(task.craftRecordPersistence, change.persistenceChoice) &&
    !change.nextTaskCreated;
  const reopens = !closes && isOpenStatus(status) && !!record && !record.open;
  return { installs, closes, reopens };
}

/**
 * Edit Date keeps a task that is In Progress, On Hold or In Route in its status; any other
 * status is recomputed as for a new task (initialStatus).
 */
export function keepsStatusOnReschedule(taskStatus: number): boolean {
  return (
    taskStatus === TASK_STATUS.IN_PROGRESS ||
    taskStatus === TASK_STATUS.ON_HOLD ||
    taskStatus === TASK_STATUS.IN_ROUTE
  );
}
