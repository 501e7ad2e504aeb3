import { listExport } from '../../../components/list/use-csv-export';
import Alert from '@mui/material/Alert';
import { DeletedList } from '../../../components/list/deleted-list';
import type { TListStateControls } from '../../../components/list/use-list-state';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TSiteContext } from '../../../lib/session';
import { useExportDeletedTasks } from '../api/export-deleted-tasks';
import { useDeletedTaskPage } from '../api/list-deleted-tasks';
import { useRestoreTask } from '../api/restore-task';
import type { TTaskRow } from '../columns/task-columns';
import { useDeletedTaskListState } from '../hooks/use-task-list-state';
import type { TDeletedTaskFilters } from '../utils/filters';
import { DateRangeFilter } from './list-filters';

/** The Deleted on column's date-range filter. */
function DeletedFilters({ list }: { list: TListStateControls<TDeletedTaskFilters> }) {
  const { t } = useTranslation('lists');
  const { deletedFrom, deletedTo } = list.state.filters;
  return (
    <DateRangeFilter
      label={t('filters.deleted')}
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
  const { t } = useTranslation('lists');
  if (!props.site.siteUser.permissions.canDeleteTasks) {
    return <Alert severity="warning">{t('noPermission')}</Alert>;
  }
  return <DeletedTasks {...props} />;
}

function DeletedTasks({ site, craftType, storageKey, label }: TDeletedTaskTableProps) {
  const { t } = useTranslation('lists');
  const { columns, list, filter, page, problem } = useDeletedTaskListState(site, storageKey);
  const input = { ...filter, craftType };
  const query = useDeletedTaskPage({ ...input, ...page }, problem === null);
  const exportCsv = useExportDeletedTasks();
  const restore = useRestoreTask();

  return (
    <DeletedList<TTaskRow>
      label={label}
      searchPlaceholder={t('controls.searchTasks')}
      list={list}
      filters={<DeletedFilters list={list} />}
      columns={columns}
      query={query}
      exportCsv={listExport(exportCsv, input, list)}
      restore={restore}
      restoredMessage={t('restore.taskRestored')}
      problem={problem}
    />
  );
}
