import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { craftTypeName } from '@craftwork/domain/catalogues/craft-types';
import {
  isTaskStatus,
  taskStatusName,
  type TTaskStatusCode,
} from '@craftwork/domain/catalogues/task-statuses';
import { taskTypeName } from '@craftwork/domain/catalogues/task-types';
import type { TTaskSortField } from '@craftwork/domain/lists/queries';
import type { TRpcOutputs } from '../../../lib/rpc';
import { CraftTypeIcon } from '../components/craft-type-icon';
import {
  columnVisibility,
  createdByColumn,
  deletedColumns,
  listColumns,
  listDateTime,
} from '../../../components/list/column-model';
import { listsT } from '../../../components/list/list-messages';
import { i18n } from '../../../lib/i18n/i18n';

export type TTaskRow = TRpcOutputs['tasks']['list']['rows'][number];

/** Grid column → the server's sort field; columns not named here are not sortable. */
export const TASK_SORT_FIELDS: Readonly<Record<string, TTaskSortField>> = {
  craftType: 'craftType',
  title: 'title',
  description: 'description',
  taskStatus: 'taskStatus',
  taskType: 'taskType',
  scheduled: 'timestampScheduled',
  location: 'location',
  assignedCompany: 'assignedCompany',
  workOrder: 'workOrder',
  created: 'timestampCreated',
  completed: 'timestampTaskCompleted',
  createdBy: 'createdBy',
};

/** Visible until the user chooses otherwise (spec part 1, section 9). */
export const TASK_DEFAULT_COLUMNS = [
  'craftType',
  'title',
  'taskStatus',
  'taskType',
  'scheduled',
  'location',
] as const;

export const DELETED_TASK_DEFAULT_COLUMNS = [
  ...TASK_DEFAULT_COLUMNS,
  'craftRecord',
  'deletedAt',
  'deletedBy',
] as const;

/** The task table's columns, in display order. */
export function taskColumns({
  timeZone,
  deleted = false,
  t = listsT(),
  language = i18n.language,
  statusName = taskStatusName,
  craftName = craftTypeName,
  typeName = taskTypeName,
}: {
  timeZone: string;
  deleted?: boolean;
  /** The lists' texts (useTranslation('lists')); the language shown now when left out. */
  t?: TFunction<'lists'>;
  /** The language dates are written in; the language shown now when left out. */
  language?: string;
  /** A status's name in the user's language (useStatusName); English when left out. */
  statusName?: (code: TTaskStatusCode) => string;
  /** A craft type's name in the user's language (useCraftTypeName); English when left out. */
  craftName?: (code: number) => string;
  /** A task type's name in the user's language (useTaskTypeName); English when left out. */
  typeName?: (code: number) => string;
}): GridColDef<TTaskRow>[] {
  const when = (iso: string | null) => listDateTime(iso, timeZone, language);
  const columns: (GridColDef<TTaskRow> | false)[] = [
    {
      field: 'craftType',
      headerName: t('columns.craft'),
      width: 72,
      valueGetter: (_value, row) => craftName(row.craftType),
      renderCell: ({ row }) => <CraftTypeIcon craftType={row.craftType} />,
    },
    { field: 'title', headerName: t('columns.title'), flex: 1, minWidth: 180 },
    {
      field: 'taskStatus',
      headerName: t('columns.status'),
      minWidth: 160,
      valueGetter: (_value, row) =>
        isTaskStatus(row.taskStatus) ? statusName(row.taskStatus) : taskStatusName(row.taskStatus),
    },
    {
      field: 'taskType',
      headerName: t('columns.taskType'),
      minWidth: 160,
      valueGetter: (_value, row) => typeName(row.taskType),
    },
    {
      field: 'scheduled',
      headerName: t('columns.scheduled'),
      minWidth: 185,
      valueGetter: (_value, row) => when(row.timestampScheduled),
    },
    {
      field: 'location',
      headerName: t('columns.location'),
      minWidth: 150,
      valueGetter: (_value, row) => row.locationTitle ?? '',
    },
    { field: 'description', headerName: t('columns.description'), flex: 1.5, minWidth: 220 },
    {
      field: 'assignedCompany',
      headerName: t('columns.assignedCompany'),
      minWidth: 160,
      valueGetter: (_value, row) =>
        row.assignedCompanyName ?? (row.assignedCompanyId ? t('columns.unavailable') : ''),
    },
    {
      field: 'urgent',
      headerName: t('columns.urgent'),
      width: 90,
      valueGetter: (_value, row) => (row.urgent ? t('columns.yes') : t('columns.no')),
    },
    {
      field: 'workOrder',
      headerName: t('columns.workOrder'),
      minWidth: 120,
      valueGetter: (_value, row) => row.workOrder ?? '',
    },
    {
      field: 'created',
      headerName: t('columns.created'),
      minWidth: 185,
      valueGetter: (_value, row) => when(row.timestampCreated),
    },
    {
      field: 'completed',
      headerName: t('columns.completed'),
      minWidth: 185,
      valueGetter: (_value, row) => when(row.timestampTaskCompleted),
    },
    createdByColumn(t),
    deleted && {
      field: 'craftRecord',
      headerName: t('columns.workRecord'),
      minWidth: 180,
      valueGetter: (_value, row) =>
        row.craftRecordDeleted
          ? t('columns.recordDeleted', { title: row.craftRecordTitle })
          : row.craftRecordTitle,
    },
    ...(deleted ? deletedColumns<TTaskRow>(timeZone, t, language) : []),
  ];
  return listColumns(columns, TASK_SORT_FIELDS);
}

export function taskDefaultVisibility(columns: readonly GridColDef<TTaskRow>[], deleted = false) {
  return columnVisibility(columns, deleted ? DELETED_TASK_DEFAULT_COLUMNS : TASK_DEFAULT_COLUMNS);
}
