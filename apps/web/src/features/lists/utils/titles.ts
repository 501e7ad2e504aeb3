import type { TFunction } from 'i18next';
import { craftTypeName } from '@craftwork/domain/catalogues/craft-types';
import type { TCraftListParam } from '@craftwork/domain/navigation/drawer';
import type { TTaskParam } from '@craftwork/domain/lists/task-list';
import { listsT } from '../../../components/list/list-messages';

/** The catalogue's word for a site's records: Jobs on a customer site, else Records. */
function recordKind(customerSite: boolean): 'jobs' | 'records' {
  return customerSite ? 'jobs' : 'records';
}

/** A task list's name in the catalogue, by its route param. */
const TASK_LIST_KEYS = {
  All: 'taskList.all',
  'Estimate Approval': 'taskList.estimateApproval',
  'Awaiting Review': 'taskList.awaitingReview',
  Scheduled: 'taskList.scheduled',
  'In Progress': 'taskList.inProgress',
  Urgent: 'taskList.urgent',
  Inspection: 'taskList.inspection',
  Backlog: 'taskList.backlog',
  Completed: 'taskList.completed',
} as const satisfies Record<TTaskParam, string>;

// Each heading names craft types with `craftName`: useCraftTypeName's function in a screen,
// the domain's English names when left out.

/**
 * A craft list's heading: the craft type name plus Records; Closed Records for closed (of the
 * global work type, named when one is chosen); every open record of every type for all (the
 * drawer's "All Open"); Jobs instead of Records on a customer site.
 */
export function craftListTitle(
  param: TCraftListParam,
  workType: number | null = null,
  customerSite = false,
  t: TFunction<'lists'> = listsT(),
  craftName: (code: number) => string = craftTypeName,
): string {
  const kind = recordKind(customerSite);
  if (param === 'all') return t('titles.allOpen', { kind });
  if (param === 'closed') {
    return workType === null
      ? t('titles.closed', { kind })
      : t('titles.closedOfType', { kind, workType: craftName(workType) });
  }
  return t('titles.ofType', { kind, craftType: craftName(param) });
}

/**
 * A task list's heading: the param plus Tasks, naming the global work type when one is chosen,
 * so the heading always says what the header's dropdown filters ("All Cleaning Tasks").
 */
export function taskListTitle(
  param: TTaskParam,
  workType: number | null = null,
  t: TFunction<'lists'> = listsT(),
  craftName: (code: number) => string = craftTypeName,
): string {
  const list = t(TASK_LIST_KEYS[param]);
  return workType === null
    ? t('titles.tasks', { list })
    : t('titles.tasksOfType', { list, workType: craftName(workType) });
}

export function deletedCraftRecordsTitle(
  customerSite: boolean,
  workType: number | null = null,
  t: TFunction<'lists'> = listsT(),
  craftName: (code: number) => string = craftTypeName,
): string {
  const kind = recordKind(customerSite);
  return workType === null
    ? t('titles.deletedRecords', { kind })
    : t('titles.deletedRecordsOfType', { kind, workType: craftName(workType) });
}

export function deletedTasksTitle(
  workType: number | null = null,
  t: TFunction<'lists'> = listsT(),
  craftName: (code: number) => string = craftTypeName,
): string {
  return workType === null
    ? t('titles.deletedTasks')
    : t('titles.deletedTasksOfType', { workType: craftName(workType) });
}
