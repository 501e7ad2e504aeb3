import { generatePath, useNavigate } from 'react-router';
import type { TTaskParam } from '@craftwork/domain/lists/task-list';
import { isCustomerSite } from '@craftwork/domain/site/site';
import { paths } from '../../../config/paths';
import { siteCustomizations, type TSiteContext } from '../../../lib/session';
import { useExportTasks } from '../api/export-tasks';
import { useTaskPage } from '../api/list-tasks';
import type { TTaskRow } from '../columns/task-columns';
import type { TListStateControls } from '../hooks/use-list-state';
import { useTaskListState } from '../hooks/use-task-list-state';
import type { TTaskFilters } from '../utils/filters';
import { CreateTaskButton } from './create-task-button';
import { ListControls } from './list-controls';
import { CompletedRangeFilter } from './list-filters';
import { ListGrid } from './list-grid';

/** The Completed column's date-range filter of the task lists. */
export function TaskFilters({ list }: { list: TListStateControls<TTaskFilters> }) {
  const { completedFrom, completedTo } = list.state.filters;
  return (
    <CompletedRangeFilter
      from={completedFrom}
      to={completedTo}
      onChange={(filters) => list.update({ filters })}
    />
  );
}

export function taskPath(row: Pick<TTaskRow, 'id' | 'craftRecordId'>, customerSite: boolean) {
  return customerSite
    ? generatePath(paths.workRecordAndTasks, { id: row.craftRecordId })
    : generatePath(paths.craftRecord, { id: row.craftRecordId, taskId: row.id });
}

type TTaskTableProps = {
  site: TSiteContext;
  taskParam: TTaskParam;
  /** The global work type, or null for every type. */
  craftType: number | null;
  storageKey: string;
  label: string;
};

/**
 * /task-list/{taskParam}: search, the completed date range (Completed list), Clear filters,
 * Create Task, export and column chooser; a row opens its task on the craft record.
 */
export function TaskTable({ site, taskParam, craftType, storageKey, label }: TTaskTableProps) {
  const navigate = useNavigate();
  const customerSite = isCustomerSite(siteCustomizations(site));
  const { columns, list, filter, page } = useTaskListState(site, storageKey, {
    isCompletedList: taskParam === 'Completed',
  });
  const input = { ...filter, taskParam, craftType };
  const query = useTaskPage({ ...input, ...page });
  const exportCsv = useExportTasks();

  return (
    <>
      <ListControls
        searchPlaceholder="Search Tasks..."
        list={list}
        // Open tasks have no completion time: the range is offered where it can match.
        filters={taskParam === 'Completed' ? <TaskFilters list={list} /> : null}
        action={<CreateTaskButton customerSite={customerSite} />}
      />
      <ListGrid
        label={label}
        columns={columns}
        list={list}
        query={query}
        exportCsv={{
          isExporting: exportCsv.isPending,
          onExport: () => exportCsv.mutate({ ...input, search: list.applySearch() }),
        }}
        onRowActivate={(row) => void navigate(taskPath(row, customerSite))}
      />
    </>
  );
}
