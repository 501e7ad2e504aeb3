import { listExport } from '../../../components/list/use-csv-export';
import { generatePath, useNavigate } from 'react-router';
import type { TTaskParam } from '@craftwork/domain/lists/task-list';
import { isCustomerSite } from '@craftwork/domain/site/customizations';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import { NoLocationsHint } from '../../../components/list/no-locations-hint';
import { siteCustomizations, type TSiteContext } from '../../../lib/session';
import { useExportTasks } from '../api/export-tasks';
import { useTaskPage } from '../api/list-tasks';
import { LastUpdated } from '../../../components/ui/last-updated';
import type { TTaskRow } from '../columns/task-columns';
import type { TListStateControls } from '../../../components/list/use-list-state';
import { useTaskListState } from '../hooks/use-task-list-state';
import type { TTaskFilters } from '../utils/filters';
import { CreateTaskButton } from './create-task-button';
import { ListControls } from '../../../components/list/list-controls';
import { DateRangeFilter } from './list-filters';
import { ListGrid } from '../../../components/list/lazy-list-grid';

/** The Completed column's date-range filter of the Completed list. */
function CompletedFilters({ list }: { list: TListStateControls<TTaskFilters> }) {
  const { t } = useTranslation('lists');
  const { completedFrom, completedTo } = list.state.filters;
  return (
    <DateRangeFilter
      label={t('filters.completed')}
      from={completedFrom}
      to={completedTo}
      onChange={({ from, to }) =>
        list.update({ filters: { completedFrom: from, completedTo: to } })
      }
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
  const { t } = useTranslation('lists');
  const navigate = useNavigate();
  const customerSite = isCustomerSite(siteCustomizations(site));
  const { columns, list, filter, page, problem } = useTaskListState(site, storageKey, {
    isCompletedList: taskParam === 'Completed',
  });
  const input = { ...filter, taskParam, craftType };
  const query = useTaskPage({ ...input, ...page }, problem === null);
  const exportCsv = useExportTasks();

  return (
    <>
      <ListControls
        searchPlaceholder={t('controls.searchTasks')}
        list={list}
        // Open tasks have no completion time: the range is offered where it can match.
        filters={taskParam === 'Completed' ? <CompletedFilters list={list} /> : null}
        action={<CreateTaskButton customerSite={customerSite} />}
      />
      <NoLocationsHint site={site} />
      <LastUpdated updatedAt={query.dataUpdatedAt} sx={{ mb: 1 }} />
      <ListGrid
        label={label}
        columns={columns}
        list={list}
        query={query}
        exportCsv={listExport(exportCsv, input, list)}
        onRowActivate={(row) => void navigate(taskPath(row, customerSite))}
        problem={problem}
      />
    </>
  );
}
