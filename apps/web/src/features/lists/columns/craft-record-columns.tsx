import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { TCraftRecordSortField } from '@craftwork/domain/lists/queries';
import type { TRpcOutputs } from '../../../lib/rpc';
import { RecordPhoto } from '../components/record-photo';
import {
  columnVisibility,
  createdByColumn,
  deletedColumns,
  listColumns,
  listDateTime,
} from '../../../components/list/column-model';
import { listsT } from '../../../components/list/list-messages';
import { i18n } from '../../../lib/i18n/i18n';

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

type TColumnOptions = {
  timeZone: string;
  /** craftDetailColumns(site customizations): whether Job ID and PO & Release # exist. */
  detailColumns: { jobID: boolean; purchaseOrder: boolean };
  /** The deleted list adds Deleted on and Deleted by. */
  deleted?: boolean;
  /** The lists' texts (useTranslation('lists')); the language shown now when left out. */
  t?: TFunction<'lists'>;
  /** The language dates are written in; the language shown now when left out. */
  language?: string;
};

/** The craft record table's columns, in display order. */
export function craftRecordColumns({
  timeZone,
  detailColumns,
  deleted = false,
  t = listsT(),
  language = i18n.language,
}: TColumnOptions): GridColDef<TCraftRecordRow>[] {
  const columns: (GridColDef<TCraftRecordRow> | false)[] = [
    {
      field: 'photo',
      headerName: t('columns.photo'),
      width: 72,
      disableColumnMenu: true,
      renderCell: ({ row }) => <RecordPhoto url={row.thumbnailUrl} />,
    },
    { field: 'title', headerName: t('columns.title'), flex: 1, minWidth: 180 },
    { field: 'description', headerName: t('columns.description'), flex: 1.5, minWidth: 220 },
    {
      field: 'tagNumber',
      headerName: t('columns.tagNumber'),
      minWidth: 120,
      valueGetter: (_value, row) => row.tagNumber ?? t('columns.notAvailable'),
    },
    { field: 'workOrder', headerName: t('columns.workOrder'), minWidth: 120 },
    detailColumns.jobID && { field: 'jobID', headerName: t('columns.jobId'), minWidth: 110 },
    detailColumns.purchaseOrder && {
      field: 'purchaseOrder',
      headerName: t('columns.purchaseOrder'),
      minWidth: 140,
    },
    {
      field: 'location',
      headerName: t('columns.location'),
      minWidth: 150,
      valueGetter: (_value, row) => row.locationTitle ?? '',
    },
    {
      field: 'numOpenTasks',
      headerName: t('columns.openTasks'),
      type: 'number',
      width: 110,
    },
    {
      field: 'installed',
      headerName: t('columns.installed'),
      width: 100,
      valueGetter: (_value, row) => (row.installed ? t('columns.yes') : t('columns.no')),
    },
    {
      field: 'standingDays',
      headerName: t('columns.daysStanding'),
      type: 'number',
      width: 140,
    },
    createdByColumn(t),
    {
      field: 'created',
      headerName: t('columns.created'),
      minWidth: 185,
      valueGetter: (_value, row) => listDateTime(row.timestampRecordCreated, timeZone, language),
    },
    {
      field: 'asset',
      headerName: t('columns.asset'),
      minWidth: 140,
      // A deleted asset is still named by the record: [Unavailable].
      valueGetter: (_value, row) =>
        row.assetId ? (row.assetName ?? t('columns.unavailable')) : '',
    },
    ...(deleted ? deletedColumns<TCraftRecordRow>(timeZone, t, language) : []),
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
