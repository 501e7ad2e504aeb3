import { CRAFT_TYPE } from '../catalogues/craft-types.ts';
import { TASK_STATUS } from '../catalogues/task-statuses.ts';
import { isStanding } from '../records/standing.ts';
import { isBeforeSiteDay, isOnSiteDay } from '../time/site-day.ts';

const S = TASK_STATUS;

/** Map pin categories, in the spec's order, which is also their precedence. */
export const MAP_PIN_CATEGORIES = [
  'installed-scaffolds',
  'today-schedule',
  'awaiting-schedule',
  'backlog',
  'in-progress',
] as const;

export type TMapPinCategory = (typeof MAP_PIN_CATEGORIES)[number];

export type TMapPinTask = {
  taskStatus: number;
  taskType: number;
  nextOpportunity: boolean;
  timestampScheduled: Date | null;
};

const ACTIVE_STATUSES: readonly number[] = [S.AWAITING, S.IN_PROGRESS, S.ON_HOLD];

/**
 * Every category of a task of a list, in precedence order. "Today" is the site's day.
 * Installed scaffolds are not read from a list's tasks: they are the standing scaffolds
 * (`isInstalledScaffold`), pinned on every list's map.
 */
export function matchingMapPinCategories(
  task: TMapPinTask,
  now: Date,
  timeZone: string,
): TMapPinCategory[] {
  const scheduled = task.timestampScheduled;
  const scheduledToday = scheduled !== null && isOnSiteDay(scheduled, now, timeZone);
  const scheduledBeforeToday = scheduled !== null && isBeforeSiteDay(scheduled, now, timeZone);
  const matches: TMapPinCategory[] = [];
  if (ACTIVE_STATUSES.includes(task.taskStatus) && scheduledToday) matches.push('today-schedule');
  if (task.taskStatus === S.AWAITING_SCHEDULE) matches.push('awaiting-schedule');
  if (task.taskStatus === S.AWAITING && (scheduledBeforeToday || task.nextOpportunity)) {
    matches.push('backlog');
  }
  if (task.taskStatus === S.IN_PROGRESS || task.taskStatus === S.ON_HOLD) {
    matches.push('in-progress');
  }
  return matches;
}

/**
 * A task's pin on the Map View (spec part 2, "Map pin categories"), or null for none. When
 * several categories match, the first in the spec's order wins: an In Progress or On Hold task
 * scheduled today is today-schedule (the spec lists in-progress statuses under today-schedule,
 * which would be pointless if in-progress came first), and an Awaiting next-opportunity task
 * that still carries a time today is today-schedule rather than backlog.
 */
export function mapPinCategory(
  task: TMapPinTask,
  now: Date,
  timeZone: string,
): TMapPinCategory | null {
  return matchingMapPinCategories(task, now, timeZone)[0] ?? null;
}

export type TInstalledScaffoldRecord = {
  craftType: number;
  open: boolean;
  installed: boolean | null | undefined;
  timestampMarkedInstalled: Date | null | undefined;
};

/**
 * The installed-scaffolds category: a standing scaffold, i.e. an open Scaffolding record marked
 * installed (what the dashboard's Total Scaffolds Standing counts). Its pin is its installation,
 * shown on the map of every list, whatever the list holds.
 */
export function isInstalledScaffold(record: TInstalledScaffoldRecord): boolean {
  return (
    record.craftType === CRAFT_TYPE.SCAFFOLDING &&
    isStanding(record) &&
    record.timestampMarkedInstalled !== null &&
    record.timestampMarkedInstalled !== undefined
  );
}

/** Installed scaffolds show under the work types that include Scaffolding (null: all types). */
export function showsInstalledScaffolds(craftType: number | null): boolean {
  return craftType === null || craftType === CRAFT_TYPE.SCAFFOLDING;
}
