import type { GridColDef, GridColumnVisibilityModel, GridSortModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { formatListDateTime } from '@craftwork/domain/i18n/format';

/** Every column hidden except `visible`. */
export function columnVisibility(
  columns: readonly Pick<GridColDef, 'field'>[],
  visible: readonly string[],
): GridColumnVisibilityModel {
  return Object.fromEntries(columns.map((c) => [c.field, visible.includes(c.field)]));
}

/** Every column shown: the default of a list that has no hidden columns. */
export function everyColumnVisible(
  columns: readonly Pick<GridColDef, 'field'>[],
): GridColumnVisibilityModel {
  return columnVisibility(
    columns,
    columns.map((c) => c.field),
  );
}

/** Columns the server can sort by are sortable; the others are not. */
export function withSortability<R extends object>(
  columns: GridColDef<R>[],
  sortFields: Readonly<Record<string, string>>,
): GridColDef<R>[] {
  return columns.map((c) => ({ ...c, sortable: c.field in sortFields }));
}

/** The grid's sort model as the server's sort input (null: the server's default order). */
export function toServerSort<S extends string>(
  sortModel: GridSortModel,
  sortFields: Readonly<Record<string, S>>,
): { field: S; direction: 'asc' | 'desc' } | null {
  const [item] = sortModel;
  if (!item?.sort) return null;
  const field = sortFields[item.field];
  return field ? { field, direction: item.sort } : null;
}

/** A name the server could not resolve (a removed user or company). */
export const UNAVAILABLE = '[Unavailable]';

/**
 * A list's date-time cell in the site's time zone and the reader's language (English: the spec's
 * MM/DD/YYYY hh:mm A); empty without a date.
 */
export function listDateTime(iso: string | null, timeZone: string, language: string): string {
  return iso ? formatListDateTime(new Date(iso), language, timeZone) : '';
}

/** A list's columns: the ones left out (`false`) dropped, sortable where the server sorts. */
export function listColumns<R extends object>(
  columns: readonly (GridColDef<R> | false)[],
  sortFields: Readonly<Record<string, string>>,
): GridColDef<R>[] {
  return withSortability(
    columns.filter((c) => c !== false),
    sortFields,
  );
}

/** The Created By column. */
export function createdByColumn<R extends { createdByName: string | null }>(
  t: TFunction<'lists'>,
): GridColDef<R> {
  return {
    field: 'createdBy',
    headerName: t('columns.createdBy'),
    minWidth: 150,
    valueGetter: (_value, row) => row.createdByName ?? t('columns.unavailable'),
  };
}

/** The deleted lists' Deleted on and Deleted by columns. */
export function deletedColumns<
  R extends { deletedAt: string | null; deletedByName: string | null },
>(timeZone: string, t: TFunction<'lists'>, language: string): GridColDef<R>[] {
  return [
    {
      field: 'deletedAt',
      headerName: t('columns.deletedOn'),
      minWidth: 185,
      valueGetter: (_value, row) => listDateTime(row.deletedAt, timeZone, language),
    },
    {
      field: 'deletedBy',
      headerName: t('columns.deletedBy'),
      minWidth: 150,
      valueGetter: (_value, row) => row.deletedByName ?? t('columns.unavailable'),
    },
  ];
}
