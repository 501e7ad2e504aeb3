import { TASK_TYPE, taskTypeName, validTaskTypesFor } from '../catalogues/task-types.ts';
import type { TTaskTypeCode } from '../catalogues/task-types.ts';
import { cutToLength } from '../text/text.ts';
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

/**
 * The craft types the wizard offers: the site's, each supported by at least one company the user
 * may assign (a company user assigns only their own company, so a contractor is offered the
 * craft types their company supports; no craft type leads to an empty company list).
 */
export function wizardCraftTypes(
  siteValidCraftTypes: readonly number[],
  assignableCompanies: readonly { craftTypes: readonly number[] }[],
): number[] {
  return siteValidCraftTypes.filter((craftType) =>
    assignableCompanies.some((c) => c.craftTypes.includes(craftType)),
  );
}

/** Why the wizard has no craft type to offer, and who can change it. */
export function noCraftTypeText({
  siteHasCraftTypes,
  isPlantPersonnel,
  companyName,
}: {
  siteHasCraftTypes: boolean;
  isPlantPersonnel: boolean;
  /** The user's company (company users), null when they have none on this site. */
  companyName: string | null;
}): string {
  if (!siteHasCraftTypes) {
    return 'This site has no craft types to create tasks for. A site admin can add them to the site.';
  }
  if (isPlantPersonnel) {
    return "No company on this site supports any of its craft types, so no task could be assigned. A site admin can add craft types to the site's companies.";
  }
  if (companyName === null) {
    return 'You are not a member of a company on this site, so no task could be assigned. A site admin can assign you to your company.';
  }
  return `Your company, ${companyName}, supports none of this site's craft types, so it could not be assigned a task. A site admin can add craft types to ${companyName}.`;
}

/** A task's title when the wizard leaves it blank: '{task type name} - {record title}'. */
export function defaultTaskTitle(taskType: number, craftRecordTitle: string): string {
  return cutToLength(`${taskTypeName(taskType)} - ${craftRecordTitle.trim()}`, TITLE_MAX).trimEnd();
}
