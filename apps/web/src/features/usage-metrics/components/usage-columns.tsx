import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { USAGE_SORT_FIELDS, type TUsageSortField } from '@craftwork/domain/usage/usage-metrics';
import { columnVisibility, listColumns, listDateTime } from '../../../components/list/column-model';
import type { TUsageRow } from '../api/usage-metrics';

/** Grid column → the server's sort field: every column sorts by its own. */
export const USAGE_GRID_SORT_FIELDS: Readonly<Record<string, TUsageSortField>> = Object.fromEntries(
  USAGE_SORT_FIELDS.map((field) => [field, field]),
);

/** The table's columns, in order; dates in the site's time zone and the reader's language. */
export function usageColumns(
  timeZone: string,
  t: TFunction<'integrations'>,
  language: string,
): GridColDef<TUsageRow>[] {
  const label = (field: TUsageSortField) => t(`usage.columns.${field}`);
  return listColumns<TUsageRow>(
    [
      { field: 'name', headerName: label('name'), flex: 1, minWidth: 150 },
      { field: 'email', headerName: label('email'), flex: 1, minWidth: 190 },
      { field: 'company', headerName: label('company'), minWidth: 140 },
      {
        field: 'appLastOpened',
        headerName: label('appLastOpened'),
        minWidth: 180,
        valueGetter: (_value, row) => listDateTime(row.appLastOpened, timeZone, language),
      },
      { field: 'signIns', headerName: label('signIns'), type: 'number', minWidth: 115 },
      {
        field: 'lastSignIn',
        headerName: label('lastSignIn'),
        minWidth: 180,
        valueGetter: (_value, row) => listDateTime(row.lastSignIn, timeZone, language),
      },
      {
        field: 'recordsCreated',
        headerName: label('recordsCreated'),
        type: 'number',
        minWidth: 140,
      },
      { field: 'tasksCreated', headerName: label('tasksCreated'), type: 'number', minWidth: 125 },
    ],
    USAGE_GRID_SORT_FIELDS,
  );
}

/** Every column is shown until the user chooses. */
export function usageDefaultVisibility(columns: readonly GridColDef<TUsageRow>[]) {
  return columnVisibility(
    columns,
    columns.map((c) => c.field),
  );
}
