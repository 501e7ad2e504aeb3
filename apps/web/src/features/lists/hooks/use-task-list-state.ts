import { useMemo } from 'react';
import type { GridSortModel } from '@mui/x-data-grid';
import type { TSiteContext } from '../../../lib/session';
import { toServerSort } from '../columns/column-model';
import { TASK_SORT_FIELDS, taskColumns, taskDefaultVisibility } from '../columns/task-columns';
import {
  completedRangeInput,
  defaultCompletedFilters,
  NO_TASK_FILTERS,
  ZTaskFilters,
} from '../utils/filters';
import { pageSizeOf, useListState } from './use-list-state';

/** Newest first (spec part 1, section 4). */
const NEWEST_FIRST: GridSortModel = [{ field: 'created', sort: 'desc' }];

/**
 * A task list's columns, stored state and the server filter it amounts to, shared by the live
 * and the deleted list. The Completed list starts on the last 30 days.
 */
export function useTaskListState(
  site: TSiteContext,
  storageKey: string,
  { deleted = false, isCompletedList = false }: { deleted?: boolean; isCompletedList?: boolean },
) {
  const timeZone = site.timezone;
  const columns = useMemo(() => taskColumns({ timeZone, deleted }), [timeZone, deleted]);
  const defaults = useMemo(
    () => ({
      columns: taskDefaultVisibility(columns, deleted),
      // The deleted list comes most recently deleted first.
      sort: deleted ? [] : NEWEST_FIRST,
      filters: isCompletedList ? defaultCompletedFilters(new Date(), timeZone) : NO_TASK_FILTERS,
      search: '',
    }),
    [columns, deleted, isCompletedList, timeZone],
  );
  const list = useListState(storageKey, defaults, ZTaskFilters);
  const { state, pagination } = list;
  const filter = {
    search: state.search,
    ...completedRangeInput(state.filters, timeZone),
    sort: toServerSort(state.sort, TASK_SORT_FIELDS),
  };
  const page = { page: pagination.page, pageSize: pageSizeOf(pagination) };
  return { columns, list, filter, page };
}
