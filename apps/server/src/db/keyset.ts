import { and, asc, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/**
 * Keyset reads of the public lists (issue 35): rows in the order of a timestamp and the id, read
 * after the last (timestamp, id) a page answered, so rows inserted, renamed or deleted meanwhile
 * neither repeat nor push others out of the walk.
 *
 * - `created`: live rows by their creation time, which never changes.
 * - `modified`: rows changed after `since`, by their last modification, deleted ones included
 *   (they become tombstones), for incremental sync.
 */
export type KeysetSort = 'created' | 'modified';

/**
 * Where a walk stands: the last row's timestamp as text exact to the microsecond (a JS Date keeps
 * milliseconds only, which would answer the same row again) and its id.
 */
export type KeysetPosition = { at: string; id: string };

export type KeysetRead = {
  sort: KeysetSort;
  after: KeysetPosition | null;
  /** `modified` only: rows changed strictly after this instant (RFC 3339). */
  since: string | null;
  /** Rows of the page; one more is read to know whether more follow. */
  limit: number;
};

/**
 * A row's place in the walk, its last modification (exact: what a sync passes back as
 * `updated_since`) and whether it is deleted (a tombstone).
 */
export type KeysetKey = { id: string; at: string; modifiedAt: string; deletedAt: string | null };

/** The columns a keyset is read by: the list's creation and modification times, id, deletion. */
export type KeysetColumns = {
  created: AnyPgColumn;
  modified: AnyPgColumn;
  id: AnyPgColumn;
  deletedAt: AnyPgColumn;
};

/**
 * A timestamp as text in UTC with all six fractional digits, which PostgreSQL reads back exactly
 * (so a sync's `updated_since` taken from an item's modification time answers it not again).
 */
export const exactTimestamp = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The select of a keyset read: each row's id, exact key and deletion time. */
function keysetSelect(columns: KeysetColumns, sort: KeysetSort) {
  const at = sort === 'created' ? columns.created : columns.modified;
  return {
    id: sql<string>`${columns.id}`,
    at: exactTimestamp(at),
    modifiedAt: exactTimestamp(columns.modified),
    deletedAt: sql<string | null>`${exactTimestamp(columns.deletedAt)}`,
  };
}

/** Rows after the position (and changed after `since`); live rows only in the created sort. */
function keysetWhere(columns: KeysetColumns, read: KeysetRead): SQL | undefined {
  const at = read.sort === 'created' ? columns.created : columns.modified;
  return and(
    read.sort === 'created' ? isNull(columns.deletedAt) : undefined,
    read.sort === 'modified' && read.since !== null
      ? sql`${at} > ${read.since}::timestamptz`
      : undefined,
    read.after
      ? sql`(${at}, ${columns.id}) > (${read.after.at}::timestamptz, ${read.after.id})`
      : undefined,
  );
}

function keysetOrder(columns: KeysetColumns, sort: KeysetSort): SQL[] {
  const at = sort === 'created' ? columns.created : columns.modified;
  return [asc(at), asc(columns.id)];
}

/**
 * The keys of one keyset page of `table`: the rows `where` admits (the list's scope and filter),
 * after the read's position, in its order, one more than the page to know whether more follow.
 */
export function readKeysetKeys(
  db: DbOrTx,
  table: PgTable,
  columns: KeysetColumns,
  where: SQL | undefined,
  read: KeysetRead,
): Promise<KeysetKey[]> {
  return db
    .select(keysetSelect(columns, read.sort))
    .from(table)
    .where(and(where, keysetWhere(columns, read)))
    .orderBy(...keysetOrder(columns, read.sort))
    .limit(read.limit + 1);
}

/** A keyset page: live rows as list items, deleted ones as tombstones, and where it ended. */
export type KeysetPage<T> = {
  items: T[];
  deleted: { id: string; deletedAt: string }[];
  /** The last row answered (item or tombstone), or null on an empty page. */
  last: KeysetPosition | null;
  /** Whether rows follow the page. */
  hasMore: boolean;
};

/**
 * Assembles a page from its keys (read with limit + 1) and the list rows of the live ones, read
 * by id with the list's own select and scope; a row gone between the two reads is left out.
 */
export async function keysetPage<R extends { id: string }, T>(
  keys: readonly KeysetKey[],
  limit: number,
  rowsWithIds: (ids: string[]) => PromiseLike<R[]>,
  toItem: (row: R, key: KeysetKey) => T,
): Promise<KeysetPage<T>> {
  const page = keys.slice(0, limit);
  const live = page.filter((key) => key.deletedAt === null);
  const rows = live.length ? await rowsWithIds(live.map((key) => key.id)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const last = page.at(-1);
  return {
    items: live.flatMap((key) => {
      const row = byId.get(key.id);
      return row ? [toItem(row, key)] : [];
    }),
    deleted: page.flatMap((key) =>
      key.deletedAt ? [{ id: key.id, deletedAt: key.deletedAt }] : [],
    ),
    last: last ? { at: last.at, id: last.id } : null,
    hasMore: keys.length > limit,
  };
}
