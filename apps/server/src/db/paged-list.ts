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
type SortedSelect<R> = {
  limit(limit: number): PromiseLike<R[]> & { offset(offset: number): PromiseLike<R[]> };
};

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

/** What a list reads: its rows' select, its table (for the count), its conditions and order. */
type ListSource<S, Q, R> = {
  select: (db: DbOrTx) => {
    where(where: SQL | undefined): { orderBy(...order: SQL[]): SortedSelect<R> };
  };
  table: PgTable;
  where: (scope: S, query: Q) => SQL | undefined;
  order: (query: Q) => SQL[];
};

/** A list's two reads: a page with the count, and every matching row up to `max` (exports). */
export function listReader<S, Q, R>({ select, table, where, order }: ListSource<S, Q, R>) {
  const sorted = (db: DbOrTx, condition: SQL | undefined, query: Q) =>
    select(db)
      .where(condition)
      .orderBy(...order(query));
  return {
    page(db: DbOrTx, scope: S, query: Q, page: ListPage) {
      const condition = where(scope, query);
      return pagedList(db, sorted(db, condition, query), table, condition, page);
    },
    all(db: DbOrTx, scope: S, query: Q, max: number): PromiseLike<R[]> {
      return sorted(db, where(scope, query), query).limit(max);
    },
  };
}
