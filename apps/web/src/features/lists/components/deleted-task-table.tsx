import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import type { TSiteContext } from '../../../lib/session';
import { useExportDeletedTasks } from '../api/export-deleted-tasks';
import { useDeletedTaskPage } from '../api/list-deleted-tasks';
import { useRestoreTask } from '../api/restore-task';
import type { TTaskRow } from '../columns/task-columns';
import { useRestoreAction } from '../hooks/use-restore-action';
import { useDeletedTaskListState } from '../hooks/use-task-list-state';
import type { TListStateControls } from '../../../components/list/use-list-state';
import type { TDeletedTaskFilters } from '../utils/filters';
import { ListControls } from '../../../components/list/list-controls';
import { ListGrid } from '../../../components/list/lazy-list-grid';
import { CannotBeRestoredDialog, restoreColumn } from './restore';
import { DateRangeFilter } from './list-filters';

/** The Deleted on column's date-range filter. */
function DeletedFilters({ list }: { list: TListStateControls<TDeletedTaskFilters> }) {
  const { deletedFrom, deletedTo } = list.state.filters;
  return (
    <DateRangeFilter
      label="Deleted"
      from={deletedFrom}
      to={deletedTo}
      onChange={({ from, to }) => list.update({ filters: { deletedFrom: from, deletedTo: to } })}
    />
  );
}

type TDeletedTaskTableProps = {
  site: TSiteContext;
  /** The global work type, or null for every type. */
  craftType: number | null;
  storageKey: string;
  label: string;
};

/** Deleted tasks with a Restore button per row; only with canDeleteTasks. */
export function DeletedTaskTable(props: TDeletedTaskTableProps) {
  if (!props.site.siteUser.permissions.canDeleteTasks) {
    return <Alert severity="warning">{MESSAGES.userLacksPermissions}</Alert>;
  }
  return <DeletedTasks {...props} />;
}

function DeletedTasks({ site, craftType, storageKey, label }: TDeletedTaskTableProps) {
  const { columns, list, filter, page, problem } = useDeletedTaskListState(site, storageKey);
  const input = { ...filter, craftType };
  const query = useDeletedTaskPage({ ...input, ...page }, problem === null);
  const exportCsv = useExportDeletedTasks();
  const { restore, restoringIds, conflict, closeConflict } = useRestoreAction<TTaskRow>(
    useRestoreTask(),
    MESSAGES.taskRestored,
  );
  const allColumns = useMemo(
    () => [restoreColumn<TTaskRow>({ restoringIds, onRestore: restore }), ...columns],
    [columns, restoringIds, restore],
  );

  return (
    <>
      <ListControls
        searchPlaceholder="Search Tasks..."
        list={list}
        filters={<DeletedFilters list={list} />}
      />
      <ListGrid
        label={label}
        columns={allColumns}
        list={list}
        query={query}
        exportCsv={{
          isExporting: exportCsv.isPending,
          onExport: () => exportCsv.mutate({ ...input, search: list.applySearch() }),
        }}
        problem={problem}
      />
      <CannotBeRestoredDialog message={conflict} onClose={closeConflict} />
    </>
  );
}
