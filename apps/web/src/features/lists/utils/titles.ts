import { craftTypeName } from '@craftwork/domain/catalogues/craft-types';
import type { TCraftListParam } from '@craftwork/domain/navigation/drawer';
import type { TTaskParam } from '@craftwork/domain/lists/task-list';

/**
 * A craft list's heading: the craft type name plus Records; Closed Records for closed; every
 * open record of every type for all (the drawer's "All Open").
 */
export function craftListTitle(param: TCraftListParam): string {
  if (param === 'all') return 'All Open Records';
  if (param === 'closed') return 'Closed Records';
  return `${craftTypeName(param)} Records`;
}

/** A task list's heading: the param plus Tasks. */
export function taskListTitle(param: TTaskParam): string {
  return `${param} Tasks`;
}

export function deletedCraftRecordsTitle(customerSite: boolean): string {
  return customerSite ? 'Deleted Jobs' : 'Deleted Craft Records';
}

export const DELETED_TASKS_TITLE = 'Deleted Tasks';
