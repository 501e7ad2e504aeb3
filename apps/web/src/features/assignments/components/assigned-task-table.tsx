import { useMemo } from 'react';
import { z } from 'zod';
import type { GridColDef, GridColumnVisibilityModel, GridSortModel } from '@mui/x-data-grid';
import type { TTaskSortField } from '@craftwork/domain/lists/queries';
import { toServerSort } from '../../../components/list/column-model';
import { ListControls } from '../../../components/list/list-controls';
import { ListGrid } from '../../../components/list/lazy-list-grid';
import { listExport } from '../../../components/list/use-csv-export';
import { pageSizeOf, useListState } from '../../../components/list/use-list-state';
import { useTranslation } from '../../../lib/i18n/i18n';
import {
  useAssignedTaskPage,
  useExportAssignedTasks,
  type TAssignedTaskRow,
} from '../api/assigned-tasks';

/** Newest first, as the task lists. */
const NEWEST_FIRST: GridSortModel = [{ field: 'created', sort: 'desc' }];
const ZNoFilters = z.object({});

type TAssignedTaskTableProps = {
  label: string;
  storageKey: string;
  /** The task lists' columns (sortable where the server sorts), default visibility, sort fields. */
  columns: GridColDef<TAssignedTaskRow>[];
  defaultVisibility: GridColumnVisibilityModel;
  sortFields: Readonly<Record<string, TTaskSortField>>;
  onRowActivate: (row: TAssignedTaskRow) => void;
};

/** /assigned-tasks: my open assigned tasks with the task lists' search, sort, columns and export. */
export function AssignedTaskTable({
  label,
  storageKey,
  columns,
  defaultVisibility,
  sortFields,
  onRowActivate,
}: TAssignedTaskTableProps) {
  const { t } = useTranslation('field');
  const defaults = useMemo(
    () => ({ columns: defaultVisibility, sort: NEWEST_FIRST, filters: {}, search: '' }),
    [defaultVisibility],
  );
  const list = useListState(storageKey, defaults, ZNoFilters);
  const filter = {
    search: list.state.search,
    sort: toServerSort(list.state.sort, sortFields),
    craftType: null,
  };
  const query = useAssignedTaskPage({
    ...filter,
    page: list.pagination.page,
    pageSize: pageSizeOf(list.pagination),
  });
  const exportCsv = useExportAssignedTasks();
  return (
    <>
      <ListControls searchPlaceholder={t('assignments.searchPlaceholder')} list={list} />
      <ListGrid
        label={label}
        columns={columns}
        list={list}
        query={query}
        exportCsv={listExport(exportCsv, filter, list)}
        onRowActivate={onRowActivate}
      />
    </>
  );
}
