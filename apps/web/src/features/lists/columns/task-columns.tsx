import type { GridColDef } from '@mui/x-data-grid';
import { craftTypeName } from '@craftwork/domain/catalogues/craft-types';
import { taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
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
  UNAVAILABLE,
} from '../../../components/list/column-model';

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
}: {
  timeZone: string;
  deleted?: boolean;
}): GridColDef<TTaskRow>[] {
  const when = (iso: string | null) => listDateTime(iso, timeZone);
  const columns: (GridColDef<TTaskRow> | false)[] = [
    {
      field: 'craftType',
      headerName: 'Craft',
      width: 72,
      valueGetter: (_value, row) => craftTypeName(row.craftType),
      renderCell: ({ row }) => <CraftTypeIcon craftType={row.craftType} />,
    },
    { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
    {
      field: 'taskStatus',
      headerName: 'Status',
      minWidth: 160,
      valueGetter: (_value, row) => taskStatusName(row.taskStatus),
    },
    {
      field: 'taskType',
      headerName: 'Task Type',
      minWidth: 160,
      valueGetter: (_value, row) => taskTypeName(row.taskType),
    },
    {
      field: 'scheduled',
      headerName: 'Scheduled',
      minWidth: 185,
      valueGetter: (_value, row) => when(row.timestampScheduled),
    },
    {
      field: 'location',
      headerName: 'Location',
      minWidth: 150,
      valueGetter: (_value, row) => row.locationTitle ?? '',
    },
    { field: 'description', headerName: 'Description', flex: 1.5, minWidth: 220 },
    {
      field: 'assignedCompany',
      headerName: 'Assigned Company',
      minWidth: 160,
      valueGetter: (_value, row) =>
        row.assignedCompanyName ?? (row.assignedCompanyId ? UNAVAILABLE : ''),
    },
    {
      field: 'urgent',
      headerName: 'Urgent',
      width: 90,
      valueGetter: (_value, row) => (row.urgent ? 'Yes' : 'No'),
    },
    {
      field: 'workOrder',
      headerName: 'Work Order',
      minWidth: 120,
      valueGetter: (_value, row) => row.workOrder ?? '',
    },
    {
      field: 'created',
      headerName: 'Created',
      minWidth: 185,
      valueGetter: (_value, row) => when(row.timestampCreated),
    },
    {
      field: 'completed',
      headerName: 'Completed',
      minWidth: 185,
      valueGetter: (_value, row) => when(row.timestampTaskCompleted),
    },
    createdByColumn(),
    deleted && {
      field: 'craftRecord',
      headerName: 'Work Record',
      minWidth: 180,
      valueGetter: (_value, row) =>
        row.craftRecordDeleted ? `${row.craftRecordTitle} (deleted)` : row.craftRecordTitle,
    },
    ...(deleted ? deletedColumns<TTaskRow>(timeZone) : []),
  ];
  return listColumns(columns, TASK_SORT_FIELDS);
}

export function taskDefaultVisibility(columns: readonly GridColDef<TTaskRow>[], deleted = false) {
  return columnVisibility(columns, deleted ? DELETED_TASK_DEFAULT_COLUMNS : TASK_DEFAULT_COLUMNS);
}
