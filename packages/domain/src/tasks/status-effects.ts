import { TASK_STATUS } from '../catalogues/task-statuses.ts';
import type { TDetailFieldConfig } from '../site/site.ts';
import type { TCraftRecordPersistence } from '../records/persistence.ts';

const S = TASK_STATUS;

/** The fields a status change writes on the task. */
export type TStatusChangeEffects = {
  taskStatus: number;
  timestampTaskStarted?: Date;
  timestampTaskCompleted?: Date;
  timestampAwaitingStart?: Date;
};

/**
 * The timestamps a status change sets (spec part 2, "Effects of a status change"):
 * - to In Progress, unless coming from On Hold: timestampTaskStarted = now;
 * - to Complete: timestampTaskCompleted = now;
 * - to Awaiting, unless already Awaiting: timestampAwaitingStart = now.
 * Saving with the status unchanged sets none of them (re-saving a completed task keeps its
 * completion time). Last-modified stamps are the server's, on every update.
 */
export function applyStatusChange(
  task: { taskStatus: number },
  to: number,
  now: Date,
): TStatusChangeEffects {
  const effects: TStatusChangeEffects = { taskStatus: to };
  if (to === task.taskStatus) return effects;
  if (to === S.IN_PROGRESS && task.taskStatus !== S.ON_HOLD) effects.timestampTaskStarted = now;
  if (to === S.COMPLETE) effects.timestampTaskCompleted = now;
  if (to === S.AWAITING) effects.timestampAwaitingStart = now;
  return effects;
}

/**
 * A detail field is tied to a status when its onTaskStatus lists it. Fields that are not
 * editable are hidden in the dialog, so they do not open it.
 */
export function isFieldTiedToStatus(field: TDetailFieldConfig, status: number): boolean {
  return field.editable !== false && (field.onTaskStatus ?? []).includes(status);
}

/**
 * The status-change dialog opens to collect details when the status changes and any of the
 * task's type-specific detail fields is tied to the new status.
 */
export function statusChangeNeedsDialog(
  fields: readonly TDetailFieldConfig[],
  from: number,
  to: number,
): boolean {
  return from !== to && fields.some((f) => isFieldTiedToStatus(f, to));
}

/**
 * The dialog also asks Keep Open / Close when the task moves to Complete, its
 * craftRecordPersistence is prompt and the record has exactly one open task (this one:
 * `openTasksOnRecord` counts the task itself while it is still open). A task already Complete is
 * no longer open, so re-saving it never asks.
 */
export function needsPersistencePrompt(
  task: { taskStatus: number; craftRecordPersistence: TCraftRecordPersistence | null },
  to: number,
  openTasksOnRecord: number,
): boolean {
  return (
    to === S.COMPLETE &&
    task.taskStatus !== S.COMPLETE &&
    task.craftRecordPersistence === 'prompt' &&
    openTasksOnRecord === 1
  );
}

/** Whether saving the status change goes through the dialog, or is saved directly. */
export function statusChangeOpensDialog(input: {
  fields: readonly TDetailFieldConfig[];
  task: { taskStatus: number; craftRecordPersistence: TCraftRecordPersistence | null };
  to: number;
  openTasksOnRecord: number;
}): boolean {
  return (
    statusChangeNeedsDialog(input.fields, input.task.taskStatus, input.to) ||
    needsPersistencePrompt(input.task, input.to, input.openTasksOnRecord)
  );
}
