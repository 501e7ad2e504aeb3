import type { GridColDef } from '@mui/x-data-grid';
import type { TCraftRecordSortField } from '@craftwork/domain/lists/queries';
import type { TRpcOutputs } from '../../../lib/rpc';
import { RecordPhoto } from '../components/record-photo';
import {
  columnVisibility,
  createdByColumn,
  deletedColumns,
  listColumns,
  listDateTime,
  UNAVAILABLE,
} from '../../../components/list/column-model';

export type TCraftRecordRow = TRpcOutputs['craftRecords']['list']['rows'][number];

/** Grid column → the server's sort field; columns not named here are not sortable. */
export const CRAFT_RECORD_SORT_FIELDS: Readonly<Record<string, TCraftRecordSortField>> = {
  title: 'title',
  description: 'description',
  tagNumber: 'tagNumber',
  workOrder: 'workOrder',
  jobID: 'jobID',
  purchaseOrder: 'purchaseOrder',
  location: 'location',
  numOpenTasks: 'numOpenTasks',
  installed: 'installed',
  standingDays: 'standingDays',
  createdBy: 'createdBy',
  created: 'timestampRecordCreated',
  asset: 'asset',
};

/** Visible until the user chooses otherwise (spec part 1, section 2). */
export const CRAFT_RECORD_DEFAULT_COLUMNS = [
  'photo',
  'title',
  'description',
  'tagNumber',
  'workOrder',
  'location',
  'numOpenTasks',
] as const;

export const DELETED_CRAFT_RECORD_DEFAULT_COLUMNS = [
  ...CRAFT_RECORD_DEFAULT_COLUMNS,
  'deletedAt',
  'deletedBy',
] as const;

export const NOT_AVAILABLE = '[N/A]';

type TColumnOptions = {
  timeZone: string;
  /** craftDetailColumns(site customizations): whether Job ID and PO & Release # exist. */
  detailColumns: { jobID: boolean; purchaseOrder: boolean };
  /** The deleted list adds Deleted on and Deleted by. */
  deleted?: boolean;
};

/** The craft record table's columns, in display order. */
export function craftRecordColumns({
  timeZone,
  detailColumns,
  deleted = false,
}: TColumnOptions): GridColDef<TCraftRecordRow>[] {
  const columns: (GridColDef<TCraftRecordRow> | false)[] = [
    {
      field: 'photo',
      headerName: 'Photo',
      width: 72,
      disableColumnMenu: true,
      renderCell: ({ row }) => <RecordPhoto url={row.thumbnailUrl} />,
    },
    { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
    { field: 'description', headerName: 'Description', flex: 1.5, minWidth: 220 },
    {
      field: 'tagNumber',
      headerName: 'Tag Number',
      minWidth: 120,
      valueGetter: (_value, row) => row.tagNumber ?? NOT_AVAILABLE,
    },
    { field: 'workOrder', headerName: 'Work Order', minWidth: 120 },
    detailColumns.jobID && { field: 'jobID', headerName: 'Job ID', minWidth: 110 },
    detailColumns.purchaseOrder && {
      field: 'purchaseOrder',
      headerName: 'PO & Release #',
      minWidth: 140,
    },
    {
      field: 'location',
      headerName: 'Location',
      minWidth: 150,
      valueGetter: (_value, row) => row.locationTitle ?? '',
    },
    {
      field: 'numOpenTasks',
      headerName: 'Open Tasks',
      type: 'number',
      width: 110,
    },
    {
      field: 'installed',
      headerName: 'Installed',
      width: 100,
      valueGetter: (_value, row) => (row.installed ? 'Yes' : 'No'),
    },
    {
      field: 'standingDays',
      headerName: '# Days Standing',
      type: 'number',
      width: 140,
    },
    createdByColumn(),
    {
      field: 'created',
      headerName: 'Created',
      minWidth: 185,
      valueGetter: (_value, row) => listDateTime(row.timestampRecordCreated, timeZone),
    },
    {
      field: 'asset',
      headerName: 'Asset',
      minWidth: 140,
      // A deleted asset is still named by the record: [Unavailable].
      valueGetter: (_value, row) => (row.assetId ? (row.assetName ?? UNAVAILABLE) : ''),
    },
    ...(deleted ? deletedColumns<TCraftRecordRow>(timeZone) : []),
  ];
  return listColumns(columns, CRAFT_RECORD_SORT_FIELDS);
}

export function craftRecordDefaultVisibility(
  columns: readonly GridColDef<TCraftRecordRow>[],
  deleted = false,
) {
  return columnVisibility(
    columns,
    deleted ? DELETED_CRAFT_RECORD_DEFAULT_COLUMNS : CRAFT_RECORD_DEFAULT_COLUMNS,
  );
}
