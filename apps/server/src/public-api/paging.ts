import { ORPCError } from '@orpc/server';
import { z } from 'zod';
import type { KeysetPage, KeysetRead } from '../db/keyset.ts';

/** Largest page a public list answers. */
export const MAX_PAGE_LIMIT = 100;
export const DEFAULT_PAGE_LIMIT = 50;

export const BAD_CURSOR_MESSAGE =
  'The cursor is not valid. Use the nextCursor of the previous page, or leave it out to start again.';

/** Paging of every public list: an opaque cursor from the previous page and a page size. */
export const pagingInput = {
  cursor: z.string().max(400).optional(),
  limit: z.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
};

/** A deleted row an incremental sync answers, so the client can drop its copy. */
export const ZTombstone = z.object({ id: z.string(), deletedAt: z.string() });

/**
 * A page of a public list: its items, the rows deleted since `updated_since` (empty without it)
 * and the cursor of the next page (null on the last).
 */
export const ZPageOutput = z.object({
  items: z.array(z.record(z.string(), z.unknown())),
  deleted: z.array(ZTombstone),
  nextCursor: z.string().nullable(),
});
export type TPage = z.output<typeof ZPageOutput>;

/** `updated_since` of the lists that sync incrementally: an RFC 3339 date-time. */
export const ZUpdatedSince = z.iso.datetime({ offset: true }).optional();

/** The lists that page by keyset; a cursor of one list is refused on another. */
export type TKeysetList =
  'records' | 'tasks' | 'customers' | 'inventoryObjects' | 'inventoryTransactions';

/**
 * Where the next page starts: the last id seen of a whole list (`k`), or the last
 * (timestamp, id) of a keyset list (`l` list, `s` sort: c created, m modified since).
 */
type TCursor = { k: string } | { l: TKeysetList; s: 'c' | 'm'; t: string; i: string };

function encode(cursor: TCursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

const ZCursor = z.union([
  z.object({ k: z.string().min(1).max(128) }).strict(),
  z
    .object({
      l: z.enum(['records', 'tasks', 'customers', 'inventoryObjects', 'inventoryTransactions']),
      s: z.enum(['c', 'm']),
      // As the keyset reads write it: UTC with six fractional digits.
      t: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
      i: z.string().min(1).max(128),
    })
    .strict(),
]);

const badCursor = () => new ORPCError('BAD_REQUEST', { message: BAD_CURSOR_MESSAGE });

/** The cursor's position; a cursor this server did not make is a 400. */
function parseCursor(cursor: string | undefined): TCursor | null {
  if (cursor === undefined || cursor === '') return null;
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw badCursor();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  const result = ZCursor.safeParse(parsed);
  if (!result.success) throw badCursor();
  return result.data;
}

/** What a keyset list's handler is asked: the page and, for a sync, `updated_since`. */
export type TKeysetInput = {
  cursor?: string | undefined;
  limit: number;
  updated_since?: string | undefined;
};

/**
 * The keyset read a request asks for: by creation, or by modification after `updated_since`.
 * A cursor of another list or of the other sort is a 400, like any cursor the server did not
 * make for this request.
 */
export function keysetReadOf(list: TKeysetList, input: TKeysetInput): KeysetRead {
  const sort = input.updated_since === undefined ? 'created' : 'modified';
  const parsed = parseCursor(input.cursor);
  if (parsed !== null && (!('l' in parsed) || parsed.l !== list || parsed.s !== sort[0]))
    throw badCursor();
  return {
    sort,
    after: parsed && 'l' in parsed ? { at: parsed.t, id: parsed.i } : null,
    since: input.updated_since ?? null,
    limit: input.limit,
  };
}

type TItem = Record<string, unknown>;

/** Runs a keyset read and answers its page, with the cursor of the next one. */
export async function pageOfKeysetList(
  list: TKeysetList,
  input: TKeysetInput,
  read: (keyset: KeysetRead) => Promise<KeysetPage<TItem>>,
): Promise<TPage> {
  const keyset = keysetReadOf(list, input);
  const page = await read(keyset);
  return {
    items: page.items,
    deleted: page.deleted,
    nextCursor:
      page.hasMore && page.last
        ? encode({
            l: list,
            s: keyset.sort === 'created' ? 'c' : 'm',
            t: page.last.at,
            i: page.last.id,
          })
        : null,
  };
}

/**
 * Pages a list the server answers whole, by id (keyset: the cursor is the last id answered, so
 * rows added or removed meanwhile neither repeat nor skip others).
 */
export async function pageOfWholeList(
  input: { cursor?: string | undefined; limit: number },
  readAll: () => Promise<readonly TItem[]>,
): Promise<TPage> {
  const parsed = parseCursor(input.cursor);
  if (parsed !== null && !('k' in parsed)) throw badCursor();
  const idOf = (item: TItem) => String(item.id ?? '');
  const after = parsed?.k ?? '';
  const rows = [...(await readAll())]
    .filter((item) => idOf(item) > after)
    .sort((a, b) => (idOf(a) < idOf(b) ? -1 : idOf(a) > idOf(b) ? 1 : 0));
  const items = rows.slice(0, input.limit);
  const last = items.at(-1);
  return {
    items,
    deleted: [],
    nextCursor: rows.length > input.limit && last ? encode({ k: idOf(last) }) : null,
  };
}
