import type { GridColDef, GridColumnVisibilityModel, GridSortModel } from '@mui/x-data-grid';

/** Every column hidden except `visible`. */
export function columnVisibility(
  columns: readonly Pick<GridColDef, 'field'>[],
  visible: readonly string[],
): GridColumnVisibilityModel {
  return Object.fromEntries(columns.map((c) => [c.field, visible.includes(c.field)]));
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
