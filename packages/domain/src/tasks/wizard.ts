import { TASK_TYPE, taskTypeName, validTaskTypesFor } from '../catalogues/task-types.ts';
import type { TTaskTypeCode } from '../catalogues/task-types.ts';
import { TITLE_MAX } from './next-task.ts';

/**
 * The task types the Create New Task wizard offers: the craft's types the site accepts; entering
 * from a craft record drops Installation (an installation creates its record).
 */
export function wizardTaskTypes(
  craftType: number,
  siteValidTaskTypes: readonly number[],
  fromCraftRecord: boolean,
): TTaskTypeCode[] {
  const types = validTaskTypesFor(craftType, siteValidTaskTypes);
  return fromCraftRecord ? types.filter((t) => t !== TASK_TYPE.INSTALLATION) : types;
}

/** Choosing Installation switches the wizard to the create-record flow. */
export function requiresNewCraftRecord(taskType: number): boolean {
  return taskType === TASK_TYPE.INSTALLATION;
}

/** The only option, pre-selected (a single task type, a single company), or null. */
export function autoSelected<T>(options: readonly T[]): T | null {
  return options.length === 1 ? (options[0] ?? null) : null;
}

/** Companies offered for a task are those supporting the record's craft type. */
export function companiesForCraftType<T extends { craftTypes: readonly number[] }>(
  companies: readonly T[],
  craftType: number,
): T[] {
  return companies.filter((c) => c.craftTypes.includes(craftType));
}

/** A task's title when the wizard leaves it blank: '{task type name} - {record title}'. */
export function defaultTaskTitle(taskType: number, craftRecordTitle: string): string {
  return `${taskTypeName(taskType)} - ${craftRecordTitle.trim()}`.slice(0, TITLE_MAX);
}
