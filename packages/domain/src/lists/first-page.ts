import type { TTaskListInput } from './queries.ts';
import type { TTaskParam } from './task-list.ts';
import { DEFAULT_PAGE_SIZE } from './page-sizes.ts';

/**
 * The first page of a task list as a screen with no saved list state asks for it: no search,
 * newest first, the first 50 rows, every work type. The server answers a page navigation with
 * this page already in it (decision 218), and the web's query for an unchanged list is this
 * input exactly, so the two meet in the query cache. The Completed list starts on a date range
 * of the site's calendar, so it has no fixed first page: null.
 */
export function firstTaskPageInput(taskParam: TTaskParam): TTaskListInput | null {
  if (taskParam === 'Completed') return null;
  return {
    taskParam,
    craftType: null,
    search: '',
    sort: { field: 'timestampCreated', direction: 'desc' },
    completedFrom: null,
    completedTo: null,
    page: 0,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}
