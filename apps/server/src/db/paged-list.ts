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
 * pages never overlap. A column in `neverEmpty` (NOT NULL, or an expression that is never
 * null) is written without a NULLS clause, so one ascending index on (column, id) serves the
 * list in both directions (read backwards for descending).
 */
export function listOrdering<F extends string>(
  sorts: Readonly<Record<F, SQL>>,
  sort: ListSort<F>,
  id: AnyPgColumn,
  first: readonly SQL[] = [],
  neverEmpty: ReadonlySet<F> = new Set(),
): SQL[] {
  const expression = sorts[sort.field];
  const nulls = neverEmpty.has(sort.field) ? sql`` : sql` nulls last`;
  return [
    ...first,
    sort.direction === 'asc' ? sql`${expression} asc${nulls}` : sql`${expression} desc${nulls}`,
    sort.direction === 'asc' ? sql`${id} asc` : sql`${id} desc`,
  ];
}

/** What a list reader needs of a sorted select: drizzle's builder after orderBy(). */
type SortedSelect<R> = {
  limit(limit: number): PromiseLike<R[]> & { offset(offset: number): PromiseLike<R[]> };
};

/**
 * Up to this many matching rows a list's total is counted exactly; past it the total is the
 * planner's estimate, shown as "about N", so a page of a long list never counts every row.
 */
export const EXACT_COUNT_LIMIT = 1000;

/**
 * How many rows of a list match: `exact` up to EXACT_COUNT_LIMIT; past it `about` the planner's
 * estimate, or `moreThan` EXACT_COUNT_LIMIT where its estimate is not worth showing (a search:
 * the planner guesses a text match's share of the rows, often several times off).
 */
export type ListTotal = { total: number; totalKind: 'exact' | 'about' | 'moreThan' };

type TPlan = { Plan?: { 'Plan Rows'?: number } };

/** The rows PostgreSQL's planner expects `where` to match in `table` (no row is read). */
async function estimatedRows(db: DbOrTx, table: PgTable, where: SQL | undefined) {
  const result = await db.execute<{ 'QUERY PLAN': TPlan[] }>(
    sql`explain (format json) select 1 from ${table} where ${where ?? sql`true`}`,
  );
  return Math.round(result.rows[0]?.['QUERY PLAN'][0]?.Plan?.['Plan Rows'] ?? 0);
}

/** The list's total, reading at most `exactUpTo` + 1 rows. */
export async function countList(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  {
    exactUpTo = EXACT_COUNT_LIMIT,
    estimable = true,
  }: { exactUpTo?: number; estimable?: boolean } = {},
): Promise<ListTotal> {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(exactUpTo + 1)
    .as('matching');
  const [counted] = await db.select({ n: count() }).from(matching);
  const n = counted?.n ?? 0;
  if (n <= exactUpTo) return { total: n, totalKind: 'exact' };
  if (!estimable) return { total: exactUpTo, totalKind: 'moreThan' };
  // The planner may guess fewer than were just counted; the total is at least those.
  return { total: Math.max(n, await estimatedRows(db, table, where)), totalKind: 'about' };
}

/** What a list reads: its rows' select, its table (for the count), its conditions and order. */
type ListSource<S, Q, R> = {
  select: (db: DbOrTx) => {
    where(where: SQL | undefined): { orderBy(...order: SQL[]): SortedSelect<R> };
  };
  table: PgTable;
  where: (scope: S, query: Q) => SQL | undefined;
  order: (query: Q) => SQL[];
  /** Whether the planner's estimate of the total is worth showing (not for a search). */
  estimable?: (query: Q) => boolean;
};

/** A list's two reads: a page with the count, and every matching row up to `max` (exports). */
export function listReader<S, Q, R>({
  select,
  table,
  where,
  order,
  estimable = () => true,
}: ListSource<S, Q, R>) {
  const sorted = (db: DbOrTx, condition: SQL | undefined, query: Q) =>
    select(db)
      .where(condition)
      .orderBy(...order(query));
  const pageOf = (db: DbOrTx, condition: SQL | undefined, query: Q, page: ListPage) =>
    sorted(db, condition, query)
      .limit(page.pageSize)
      .offset(page.page * page.pageSize);
  return {
    /** One page and how many rows match in all (countList), side by side. */
    async page(db: DbOrTx, scope: S, query: Q, page: ListPage): Promise<{ rows: R[] } & ListTotal> {
      const condition = where(scope, query);
      const [rows, total] = await Promise.all([
        pageOf(db, condition, query, page),
        countList(db, table, condition, { estimable: estimable(query) }),
      ]);
      return { rows, ...total };
    },
    /** A page's rows without the count (the caller has it). */
    rows(db: DbOrTx, scope: S, query: Q, page: ListPage): PromiseLike<R[]> {
      return pageOf(db, where(scope, query), query, page);
    },
    all(db: DbOrTx, scope: S, query: Q, max: number): PromiseLike<R[]> {
      return sorted(db, where(scope, query), query).limit(max);
    },
  };
}
