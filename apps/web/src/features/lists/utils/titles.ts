import { craftTypeName } from '@craftwork/domain/catalogues/craft-types';
import type { TCraftListParam } from '@craftwork/domain/navigation/drawer';
import type { TTaskParam } from '@craftwork/domain/lists/task-list';
import { siteWording } from '@craftwork/domain/site/wording';

/** The global work type's name inside a heading ("Cleaning "), or nothing for all types. */
function workTypeWord(workType: number | null): string {
  return workType === null ? '' : `${craftTypeName(workType)} `;
}

/**
 * A craft list's heading: the craft type name plus Records; Closed Records for closed (of the
 * global work type, named when one is chosen); every open record of every type for all (the
 * drawer's "All Open"); Jobs instead of Records on a customer site.
 */
export function craftListTitle(
  param: TCraftListParam,
  workType: number | null = null,
  customerSite = false,
): string {
  const noun = siteWording(customerSite).listNoun;
  if (param === 'all') return `All Open ${noun}`;
  if (param === 'closed') return `Closed ${workTypeWord(workType)}${noun}`;
  return `${craftTypeName(param)} ${noun}`;
}

/**
 * A task list's heading: the param plus Tasks, naming the global work type when one is chosen,
 * so the heading always says what the header's dropdown filters ("All Cleaning Tasks").
 */
export function taskListTitle(param: TTaskParam, workType: number | null = null): string {
  return `${param} ${workTypeWord(workType)}Tasks`;
}

export function deletedCraftRecordsTitle(
  customerSite: boolean,
  workType: number | null = null,
): string {
  return `Deleted ${workTypeWord(workType)}${siteWording(customerSite).deletedNoun}`;
}

export function deletedTasksTitle(workType: number | null = null): string {
  return `Deleted ${workTypeWord(workType)}Tasks`;
}
