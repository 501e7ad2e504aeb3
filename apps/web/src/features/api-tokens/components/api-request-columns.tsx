import type { GridColDef } from '@mui/x-data-grid';
import { listDateTime } from '../../../components/list/column-model';
import type { TApiRequestRow } from '../api/api-tokens';

/** The API request log's columns (newest first, not sortable): when, token, who, what, answer. */
export function apiRequestColumns(timeZone: string): GridColDef<TApiRequestRow>[] {
  const columns: GridColDef<TApiRequestRow>[] = [
    {
      field: 'at',
      headerName: 'When',
      minWidth: 170,
      valueGetter: (_value, row) => listDateTime(row.at, timeZone),
    },
    {
      field: 'tokenName',
      headerName: 'Token',
      minWidth: 170,
      valueGetter: (_value, row) => `${row.tokenName} (${row.tokenPrefix}…)`,
    },
    { field: 'who', headerName: 'Who', minWidth: 140 },
    { field: 'method', headerName: 'Method', minWidth: 80 },
    { field: 'path', headerName: 'Path', flex: 1, minWidth: 150 },
    { field: 'status', headerName: 'Status', minWidth: 80, type: 'number' },
    {
      field: 'durationMs',
      headerName: 'Duration (ms)',
      minWidth: 120,
      type: 'number',
    },
  ];
  return columns.map((c) => ({ ...c, sortable: false }));
}
