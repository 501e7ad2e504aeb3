import { TASK_STATUS } from '../catalogues/task-statuses.ts';
import { taskTypeName, validTaskTypesFor } from '../catalogues/task-types.ts';
import { craftRecordPersistence, type TCraftRecordPersistence } from '../records/persistence.ts';
import { cutToLength } from '../text/text.ts';

/** Task and record titles are at most 200 characters. */
export const TITLE_MAX = 200;

/** The next task's type: the current type code plus one. */
export function nextTaskType(taskType: number): number {
  return taskType + 1;
}

/** The name of the next task's type ('Unknown' when the code after this one is not catalogued). */
export function nextTaskTypeName(taskType: number): string {
  return taskTypeName(nextTaskType(taskType));
}

/** The completion dialog's checkbox. */
export function nextTaskQuestion(taskType: number): string {
  return `Would you like to create the next task for ${nextTaskTypeName(taskType)}?`;
}

/**
 * Whether the completion dialog offers the next task: only when the next type code is a task
 * type of this craft that the site accepts (e.g. Scaffolding Installation → Modification →
 * Removal → Inspection → Material Pickup → Audit, and nothing after Audit).
 */
export function canOfferNextTask(
  craftType: number,
  taskType: number,
  siteValidTaskTypes: readonly number[],
): boolean {
  return (validTaskTypesFor(craftType, siteValidTaskTypes) as number[]).includes(
    nextTaskType(taskType),
  );
}

/**
 * The next task's title: the next type name, ' - ', then the last dash-separated part of the
 * parent's title, trimmed ('Installation - Pipe rack 3' → 'Modification - Pipe rack 3'). The
 * separator is a dash with a space on at least one side (titles are written 'Type - Name'), so a
 * hyphen inside a name stays:
 * 'Installation - Tank T-101' gives 'Modification - Tank T-101'. When that part is blank the
 * title is the type name alone. Cut to 200 characters (never inside a character), without
 * blanks left at the end.
 */
export function nextTaskTitle(parentTitle: string, taskType: number): string {
  const last = (parentTitle.split(/\s+-\s*|\s*-\s+/).pop() ?? '').trim();
  const name = nextTaskTypeName(taskType);
  return cutToLength(last === '' ? name : `${name} - ${last}`, TITLE_MAX).trimEnd();
}

export type TNextTaskParent = {
  craftRecordId: string;
  craftType: number;
  taskType: number;
  locationId: string | null;
  craftRecordPersistence: TCraftRecordPersistence | null;
  title: string;
};

export type TNextTaskInput = {
  assignedCompanyId: string;
  /** The dialog's optional notes: the new task's Additional Notes (its description). */
  notes?: string | null;
};

export type TNextTask = {
  craftRecordId: string;
  craftType: number;
  taskType: number;
  locationId: string | null;
  craftRecordPersistence: TCraftRecordPersistence | null;
  title: string;
  description: string;
  assignedCompanyId: string;
  taskStatus: typeof TASK_STATUS.AWAITING;
  timestampScheduled: Date;
  timestampAwaitingStart: Date;
  urgent: false;
  nextOpportunity: false;
  crewCount: 0;
  durations: Record<string, never>;
  holdDurations: Record<string, never>;
  workOrder: null;
  notifyCompanyOnCreation: true;
};

/**
 * The task created when the completion dialog's box is ticked (spec part 2, "Completion and
 * next-task creation"): next type, Awaiting, scheduled now, not urgent, not next opportunity,
 * crew 0, empty durations, no work order, notify the company; record, craft type, location and
 * craftRecordPersistence carried from the parent (spec part 2, section 4: "It carries record,
 * craft type, location and persistence from the parent"); a parent without one passes on the
 * persistence of its own craft and task type. It enters Awaiting now, so
 * timestampAwaitingStart is now.
 */
export function nextTaskOnCompletion(
  parent: TNextTaskParent,
  input: TNextTaskInput,
  now: Date,
): TNextTask {
  return {
    craftRecordId: parent.craftRecordId,
    craftType: parent.craftType,
    taskType: nextTaskType(parent.taskType),
    locationId: parent.locationId,
    craftRecordPersistence:
      parent.craftRecordPersistence ?? craftRecordPersistence(parent.craftType, parent.taskType),
    title: nextTaskTitle(parent.title, parent.taskType),
    description: input.notes?.trim() ?? '',
    assignedCompanyId: input.assignedCompanyId,
    taskStatus: TASK_STATUS.AWAITING,
    timestampScheduled: now,
    timestampAwaitingStart: now,
    urgent: false,
    nextOpportunity: false,
    crewCount: 0,
    durations: {},
    holdDurations: {},
    workOrder: null,
    notifyCompanyOnCreation: true,
  };
}

/** Statuses in which a task may not be deleted. */
export const UNDELETABLE_TASK_STATUSES: readonly number[] = [
  TASK_STATUS.ON_HOLD,
  TASK_STATUS.IN_PROGRESS,
  TASK_STATUS.COMPLETE,
];

/** Delete Task is not allowed while the task is On Hold, In Progress or Complete. */
export function canDeleteTask(status: number): boolean {
  return !UNDELETABLE_TASK_STATUSES.includes(status);
}

export const DELETE_TASK_CONFIRM = {
  title: 'Delete Task?',
  message: 'This Task will be deleted. Continue?',
  cancelText: 'Cancel',
  okText: 'Delete',
} as const;
