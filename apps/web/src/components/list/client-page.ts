import { useMemo } from 'react';
import type { GridSortModel } from '@mui/x-data-grid';
import type { TPageQuery } from './list-grid';
import type { TListView } from './use-list-state';

/** What a list needs of a query answering every matching row at once (TanStack Query's result). */
type TAllRowsQuery<R> = Omit<TPageQuery<R>, 'data'> & { data?: R[] };

function compare(x: unknown, y: unknown): number {
  if (x === y) return 0;
  if (x === null || x === undefined || x === '') return 1;
  if (y === null || y === undefined || y === '') return -1;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x).localeCompare(String(y), undefined, { numeric: true, sensitivity: 'base' });
}

/** The rows in the sort model's order, by the rows' own field values; empty values last. */
export function sortRows<R extends object>(rows: readonly R[], sort: GridSortModel): R[] {
  const [item] = sort;
  if (!item?.sort) return [...rows];
  const sign = item.sort === 'asc' ? 1 : -1;
  const field = item.field as keyof R;
  return [...rows].sort((a, b) => {
    const byValue = compare(a[field], b[field]);
    // Empty values stay last both ways.
    const isEmpty = (v: unknown) => v === null || v === undefined || v === '';
    return isEmpty(a[field]) || isEmpty(b[field]) ? byValue : byValue * sign;
  });
}

/**
 * A list whose server answers every matching row (estimates, invoices, the price book, the
 * compliance lists) as the grid and the cards want it: sorted by the list's sort and cut to
 * its page here. `sorted` is every row in that order (the export's rows).
 */
export function useClientPage<R extends object>(
  query: TAllRowsQuery<R>,
  list: Pick<TListView, 'state' | 'pagination'>,
): { pageQuery: TPageQuery<R>; sorted: R[] } {
  const sorted = useMemo(
    () => sortRows(query.data ?? [], list.state.sort),
    [query.data, list.state.sort],
  );
  const { page, pageSize } = list.pagination;
  const pageQuery: TPageQuery<R> = {
    error: query.error,
    isPending: query.isPending,
    isFetching: query.isFetching,
    isPlaceholderData: query.isPlaceholderData,
    refetch: query.refetch,
    data: query.data
      ? { rows: sorted.slice(page * pageSize, (page + 1) * pageSize), total: sorted.length }
      : undefined,
  };
  return { pageQuery, sorted };
}
