import { useMemo } from 'react';
import type { GridSortModel } from '@mui/x-data-grid';
import type { z } from 'zod';
import type { TFunction } from 'i18next';
import { isDateRangeReversed } from '@craftwork/domain/lists/date-range';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useStatusName } from '../../../lib/i18n/use-status-name';
import { useCraftTypeName, useTaskTypeName } from '../../../lib/i18n/use-type-names';
import type { TSiteContext } from '../../../lib/session';
import { toServerSort } from '../../../components/list/column-model';
import { TASK_SORT_FIELDS, taskColumns, taskDefaultVisibility } from '../columns/task-columns';
import {
  completedRangeInput,
  defaultCompletedFilters,
  deletedRangeInput,
  NO_DELETED_TASK_FILTERS,
  NO_TASK_FILTERS,
  ZDeletedTaskFilters,
  ZTaskFilters,
} from '../utils/filters';
import { pageSizeOf, useListState } from '../../../components/list/use-list-state';

/** Newest first (spec part 1, section 4). */
const NEWEST_FIRST: GridSortModel = [{ field: 'created', sort: 'desc' }];

/**
 * The task table's columns in the language shown: headers, statuses, craft types and task types
 * (the task lists and /assigned-tasks).
 */
export function useTaskColumns(timeZone: string, deleted = false) {
  const { t, i18n } = useTranslation('lists');
  const language = i18n.language;
  const statusName = useStatusName();
  const craftName = useCraftTypeName();
  const typeName = useTaskTypeName();
  return useMemo(
    () => taskColumns({ timeZone, deleted, t, language, statusName, craftName, typeName }),
    [timeZone, deleted, t, language, statusName, craftName, typeName],
  );
}

/** The columns, stored state, search, sort and page shared by the live and the deleted list. */
function useTaskListBase<F>(
  site: TSiteContext,
  storageKey: string,
  deleted: boolean,
  filters: F,
  filtersSchema: z.ZodType<F>,
) {
  const { t } = useTranslation('lists');
  const columns = useTaskColumns(site.timezone, deleted);
  const defaults = useMemo(
    () => ({
      columns: taskDefaultVisibility(columns, deleted),
      // The deleted list comes most recently deleted first.
      sort: deleted ? [] : NEWEST_FIRST,
      filters,
      search: '',
    }),
    [columns, deleted, filters],
  );
  const list = useListState(storageKey, defaults, filtersSchema);
  const { state, pagination } = list;
  const base = { search: state.search, sort: toServerSort(state.sort, TASK_SORT_FIELDS) };
  const page = { page: pagination.page, pageSize: pageSizeOf(pagination) };
  return { columns, list, base, page, t };
}

/** What a reversed date range says in place of rows (null when the range is in order). */
function rangeProblem(
  from: string | null,
  to: string | null,
  t: TFunction<'lists'>,
): string | null {
  return isDateRangeReversed(from, to) ? t('filters.dateRangeReversed') : null;
}

/**
 * A task list's columns, stored state and the server filter it amounts to. The Completed list
 * starts on the last 30 days.
 */
export function useTaskListState(
  site: TSiteContext,
  storageKey: string,
  { isCompletedList = false }: { isCompletedList?: boolean },
) {
  const timeZone = site.timezone;
  const filters = useMemo(
    () => (isCompletedList ? defaultCompletedFilters(new Date(), timeZone) : NO_TASK_FILTERS),
    [isCompletedList, timeZone],
  );
  const { columns, list, base, page, t } = useTaskListBase(
    site,
    storageKey,
    false,
    filters,
    ZTaskFilters,
  );
  const { completedFrom, completedTo } = list.state.filters;
  const filter = { ...base, ...completedRangeInput(list.state.filters, timeZone) };
  return { columns, list, filter, page, problem: rangeProblem(completedFrom, completedTo, t) };
}

/** The deleted list's columns, stored state and server filter: filtered by the deleted date. */
export function useDeletedTaskListState(site: TSiteContext, storageKey: string) {
  const { columns, list, base, page, t } = useTaskListBase(
    site,
    storageKey,
    true,
    NO_DELETED_TASK_FILTERS,
    ZDeletedTaskFilters,
  );
  const { deletedFrom, deletedTo } = list.state.filters;
  const filter = { ...base, ...deletedRangeInput(list.state.filters, site.timezone) };
  return { columns, list, filter, page, problem: rangeProblem(deletedFrom, deletedTo, t) };
}
