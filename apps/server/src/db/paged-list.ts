import { count, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/** A page of a list as the web asks for it (page from 0; the size one of PAGE_SIZES). */
export type ListPage = { page: number; pageSize: number };

/** A list's sort: one column and its direction. */
export type ListSort<F extends string> = { field: F; direction: 'asc' | 'desc' };

/** Rows without the date sort as if dated 01/01/2050 (spec part 1 section 9). */
export function dateOrFallback(column: AnyPgColumn): SQL {
  return sql`coalesce(${column}, '2050-01-01T00:00:00Z'::timestamptz)`;
}

/**
 * A list's ORDER BY: `first` (e.g. the deleted list's newest deletion first when no column is
 * chosen), then the sorted column with empty values last, then the id in the same direction so
 * pages never overlap.
 */
export function listOrdering<F extends string>(
  sorts: Readonly<Record<F, SQL>>,
  sort: ListSort<F>,
  id: AnyPgColumn,
  first: readonly SQL[] = [],
): SQL[] {
  const expression = sorts[sort.field];
  return [
    ...first,
    sort.direction === 'asc'
      ? sql`${expression} asc nulls last`
      : sql`${expression} desc nulls last`,
    sort.direction === 'asc' ? sql`${id} asc` : sql`${id} desc`,
  ];
}

/** What pagedList needs of a sorted select: drizzle's builder after orderBy(). */
type SortedSelect<R> = { limit(limit: number): { offset(offset: number): PromiseLike<R[]> } };

/** One page of `rows` and how many rows of `table` match `where` in all. */
export async function pagedList<R>(
  db: DbOrTx,
  rows: SortedSelect<R>,
  table: PgTable,
  where: SQL | undefined,
  page: ListPage,
): Promise<{ rows: R[]; total: number }> {
  const [pageRows, [total]] = await Promise.all([
    rows.limit(page.pageSize).offset(page.page * page.pageSize),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows: pageRows, total: total?.n ?? 0 };
}
