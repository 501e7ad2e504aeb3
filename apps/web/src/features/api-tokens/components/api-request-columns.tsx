import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { listDateTime } from '../../../components/list/column-model';
import type { TApiRequestRow } from '../api/api-tokens';

/** The API request log's columns (newest first, not sortable): when, token, who, what, answer. */
export function apiRequestColumns(
  timeZone: string,
  t: TFunction<'integrations'>,
  language: string,
): GridColDef<TApiRequestRow>[] {
  const columns: GridColDef<TApiRequestRow>[] = [
    {
      field: 'at',
      headerName: t('apiTokens.columns.when'),
      minWidth: 170,
      valueGetter: (_value, row) => listDateTime(row.at, timeZone, language),
    },
    {
      field: 'tokenName',
      headerName: t('apiTokens.columns.token'),
      minWidth: 170,
      valueGetter: (_value, row) =>
        t('apiTokens.columns.tokenCell', { name: row.tokenName, prefix: row.tokenPrefix }),
    },
    { field: 'who', headerName: t('apiTokens.columns.who'), minWidth: 140 },
    { field: 'method', headerName: t('apiTokens.columns.method'), minWidth: 80 },
    { field: 'path', headerName: t('apiTokens.columns.path'), flex: 1, minWidth: 150 },
    { field: 'status', headerName: t('apiTokens.columns.status'), minWidth: 80, type: 'number' },
    {
      field: 'durationMs',
      headerName: t('apiTokens.columns.duration'),
      minWidth: 120,
      type: 'number',
    },
  ];
  return columns.map((c) => ({ ...c, sortable: false }));
}
