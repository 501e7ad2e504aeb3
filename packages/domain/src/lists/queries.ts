import { z } from 'zod';
import { isCraftType } from '../catalogues/craft-types.ts';
import { hasControlCharacters, TEXT_LIMITS, TEXT_MESSAGES } from '../text/text.ts';
import { ZDateTime } from '../time/date-bounds.ts';
import { DATE_RANGE_MESSAGE, isDateRangeReversed } from './date-range.ts';
import { DEFAULT_PAGE_SIZE } from './page-sizes.ts';
import { TASK_PARAMS } from './task-params.ts';

export { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './page-sizes.ts';

export const ZTaskParam = z.enum(TASK_PARAMS);
export const ZPageSize = z
  .union([z.literal(25), z.literal(50), z.literal(100)])
  .default(DEFAULT_PAGE_SIZE);

export const ZSortDirection = z.enum(['asc', 'desc']);

export const ZSearch = z
  .string()
  .max(200, { error: 'Search is limited to 200 characters.' })
  .refine((v) => !hasControlCharacters(v), { error: TEXT_MESSAGES.oneLine })
  .default('');
export const ZPage = z.number().int().min(0).max(100_000).default(0);
const ZId = z.string().min(1).max(TEXT_LIMITS.id);
/** Most ids a column filter takes (a site's locations, say). */
export const FILTER_IDS_MAX = 500;

/**
 * The global work-type filter: a craft type of the catalogue, or null for all. Anything else
 * (2147483648 say) is refused before it reaches a query.
 */
export const ZCraftTypeFilter = z
  .number()
  .int()
  .refine((code): boolean => isCraftType(code), { error: 'Unknown craft type.' })
  .nullable()
  .default(null);

export const CRAFT_RECORD_SORT_FIELDS = [
  'title',
  'description',
  'tagNumber',
  'workOrder',
  'jobID',
  'purchaseOrder',
  'location',
  'numOpenTasks',
  'installed',
  'standingDays',
  'createdBy',
  'timestampRecordCreated',
  'asset',
] as const;
export type TCraftRecordSortField = (typeof CRAFT_RECORD_SORT_FIELDS)[number];

export const TASK_SORT_FIELDS = [
  'title',
  'description',
  'taskStatus',
  'taskType',
  'craftType',
  'location',
  'assignedCompany',
  'workOrder',
  'timestampScheduled',
  'timestampCreated',
  'timestampTaskCompleted',
  'createdBy',
] as const;
export type TTaskSortField = (typeof TASK_SORT_FIELDS)[number];

const craftRecordFilters = {
  /** null: every craft type (the "all" lists and the global work-type filter set to all). */
  craftType: ZCraftTypeFilter,
  search: ZSearch,
  /** Location column filter; null means no filter (the user's own locations still apply). */
  locationIds: z.array(ZId).max(FILTER_IDS_MAX).nullable().default(null),
  /** Installed column filter (Yes/No); null means no filter. */
  installed: z.boolean().nullable().default(null),
  sort: z
    .object({ field: z.enum(CRAFT_RECORD_SORT_FIELDS), direction: ZSortDirection })
    .nullable()
    .default(null),
};

/** /craft-list/{all|closed|craftType}: open records (all, or one type) or closed ones. */
export const ZCraftRecordListFilter = z.object({
  status: z.enum(['open', 'closed']).default('open'),
  ...craftRecordFilters,
});
export const ZCraftRecordListInput = ZCraftRecordListFilter.extend({
  page: ZPage,
  pageSize: ZPageSize,
});
export type TCraftRecordListFilter = z.output<typeof ZCraftRecordListFilter>;
export type TCraftRecordListInput = z.output<typeof ZCraftRecordListInput>;

/** /craft-list-deleted. */
export const ZDeletedCraftRecordListFilter = z.object(craftRecordFilters);
export const ZDeletedCraftRecordListInput = ZDeletedCraftRecordListFilter.extend({
  page: ZPage,
  pageSize: ZPageSize,
});
export type TDeletedCraftRecordListFilter = z.output<typeof ZDeletedCraftRecordListFilter>;
export type TDeletedCraftRecordListInput = z.output<typeof ZDeletedCraftRecordListInput>;

const taskFilters = {
  craftType: ZCraftTypeFilter,
  search: ZSearch,
  sort: z
    .object({ field: z.enum(TASK_SORT_FIELDS), direction: ZSortDirection })
    .nullable()
    .default(null),
};

/** Date-range filter on the completed column (the Completed list defaults to 30 days). */
const completedRange = {
  completedFrom: ZDateTime.nullable().default(null),
  completedTo: ZDateTime.nullable().default(null),
};
const completedInOrder = (v: { completedFrom: string | null; completedTo: string | null }) =>
  !isDateRangeReversed(v.completedFrom, v.completedTo);

/** Date-range filter on the deleted column of the deleted list. */
const deletedRange = {
  deletedFrom: ZDateTime.nullable().default(null),
  deletedTo: ZDateTime.nullable().default(null),
};
const deletedInOrder = (v: { deletedFrom: string | null; deletedTo: string | null }) =>
  !isDateRangeReversed(v.deletedFrom, v.deletedTo);

const pages = { page: ZPage, pageSize: ZPageSize };

/** /task-list/{taskParam}. */
const taskListFilter = { taskParam: ZTaskParam, ...taskFilters, ...completedRange };
export const ZTaskListFilter = z
  .object(taskListFilter)
  .refine(completedInOrder, { error: DATE_RANGE_MESSAGE, path: ['completedTo'] });
export const ZTaskListInput = z
  .object({ ...taskListFilter, ...pages })
  .refine(completedInOrder, { error: DATE_RANGE_MESSAGE, path: ['completedTo'] });
export type TTaskListFilter = z.output<typeof ZTaskListFilter>;
export type TTaskListInput = z.output<typeof ZTaskListInput>;

/** /task-list-deleted: filtered by when the task was deleted. */
const deletedTaskListFilter = { ...taskFilters, ...deletedRange };
export const ZDeletedTaskListFilter = z
  .object(deletedTaskListFilter)
  .refine(deletedInOrder, { error: DATE_RANGE_MESSAGE, path: ['deletedTo'] });
export const ZDeletedTaskListInput = z
  .object({ ...deletedTaskListFilter, ...pages })
  .refine(deletedInOrder, { error: DATE_RANGE_MESSAGE, path: ['deletedTo'] });
export type TDeletedTaskListFilter = z.output<typeof ZDeletedTaskListFilter>;
export type TDeletedTaskListInput = z.output<typeof ZDeletedTaskListInput>;

/** /assigned-tasks: the caller's open assigned tasks, with the task lists' search and sort. */
export const ZAssignedTaskListFilter = z.object(taskFilters);
export const ZAssignedTaskListInput = z.object({ ...taskFilters, ...pages });
export type TAssignedTaskListFilter = z.output<typeof ZAssignedTaskListFilter>;
export type TAssignedTaskListInput = z.output<typeof ZAssignedTaskListInput>;

/** The dashboard counts follow the global work-type filter. */
export const ZDashboardInput = z.object({ craftType: ZCraftTypeFilter });

/** restoreParentRecord / restoreTask take the item's refPath, as the spec's callables do. */
export const ZRestoreInput = z.object({ refPath: z.string().min(1).max(300) });

export function craftRecordRefPath(siteKey: string, id: string): string {
  return `siteKeys/${siteKey}/parentRecords/${id}`;
}

export function taskRefPath(siteKey: string, id: string): string {
  return `siteKeys/${siteKey}/tasks/${id}`;
}

/** The site key, collection and id of a refPath, or null when it is not one of ours. */
export function parseRefPath(
  refPath: string,
): { siteKey: string; collection: 'parentRecords' | 'tasks'; id: string } | null {
  const match = /^siteKeys\/([^/]+)\/(parentRecords|tasks)\/([^/]+)$/.exec(refPath);
  if (!match) return null;
  const [, siteKey, collection, id] = match;
  if (!siteKey || !id || (collection !== 'parentRecords' && collection !== 'tasks')) return null;
  return { siteKey, collection, id };
}
