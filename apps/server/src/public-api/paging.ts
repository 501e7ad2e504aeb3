import { ORPCError } from '@orpc/server';
import { z } from 'zod';

/** Largest page a public list answers. */
export const MAX_PAGE_LIMIT = 100;
export const DEFAULT_PAGE_LIMIT = 50;
/** Rows a page-based list is read in (the web lists' largest page). */
const SOURCE_PAGE_SIZE = 100;

export const BAD_CURSOR_MESSAGE =
  'The cursor is not valid. Use the nextCursor of the previous page, or leave it out to start again.';

/** Paging of every public list: an opaque cursor from the previous page and a page size. */
export const pagingInput = {
  cursor: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
};

/** A page of a public list: its items and the cursor of the next page (null on the last). */
export const ZPageOutput = z.object({
  items: z.array(z.record(z.string(), z.unknown())),
  nextCursor: z.string().nullable(),
});
export type TPage = z.output<typeof ZPageOutput>;

/** Where the next page starts: an offset into the list, or the last id seen (keyset). */
type TCursor = { o: number } | { k: string };

function encode(cursor: TCursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

export function encodeCursor(offset: number): string {
  return encode({ o: offset });
}

const ZCursor = z.union([
  z.object({ o: z.number().int().min(1).max(10_000_000) }).strict(),
  z.object({ k: z.string().min(1).max(128) }).strict(),
]);

/** The cursor's position; a cursor this server did not make is a 400. */
function parseCursor(cursor: string | undefined): TCursor | null {
  if (cursor === undefined || cursor === '') return null;
  const bad = () => new ORPCError('BAD_REQUEST', { message: BAD_CURSOR_MESSAGE });
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw bad();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  const result = ZCursor.safeParse(parsed);
  if (!result.success) throw bad();
  return result.data;
}

/** The offset an offset cursor points at (0 without a cursor). */
export function decodeCursor(cursor: string | undefined): number {
  const parsed = parseCursor(cursor);
  if (parsed === null) return 0;
  if (!('o' in parsed)) throw new ORPCError('BAD_REQUEST', { message: BAD_CURSOR_MESSAGE });
  return parsed.o;
}

type TItem = Record<string, unknown>;

/** One page from `count` rows read at `offset` (one more than the page, to know if more follow). */
async function pageFrom(
  input: { cursor?: string | undefined; limit: number },
  read: (offset: number, count: number) => Promise<readonly TItem[]>,
): Promise<TPage> {
  const offset = decodeCursor(input.cursor);
  const rows = await read(offset, input.limit + 1);
  const more = rows.length > input.limit;
  return {
    items: rows.slice(0, input.limit),
    nextCursor: more ? encodeCursor(offset + input.limit) : null,
  };
}

/** Pages a list the server reads a page at a time (`page` from 0, `pageSize` 100). */
export function pageOfPagedList(
  input: { cursor?: string | undefined; limit: number },
  readPage: (page: number, pageSize: 100) => Promise<readonly TItem[]>,
): Promise<TPage> {
  return pageFrom(input, async (offset, count) => {
    const first = Math.floor(offset / SOURCE_PAGE_SIZE);
    const last = Math.floor((offset + count - 1) / SOURCE_PAGE_SIZE);
    const rows: TItem[] = [];
    for (let page = first; page <= last; page += 1) {
      const chunk = await readPage(page, SOURCE_PAGE_SIZE);
      rows.push(...chunk);
      if (chunk.length < SOURCE_PAGE_SIZE) break;
    }
    const start = offset - first * SOURCE_PAGE_SIZE;
    return rows.slice(start, start + count);
  });
}

/** Pages a list the server reads with an offset and a limit. */
export function pageOfOffsetList(
  input: { cursor?: string | undefined; limit: number },
  read: (offset: number, limit: number) => Promise<readonly TItem[]>,
): Promise<TPage> {
  return pageFrom(input, read);
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
  if (parsed !== null && !('k' in parsed))
    throw new ORPCError('BAD_REQUEST', { message: BAD_CURSOR_MESSAGE });
  const idOf = (item: TItem) => String(item.id ?? '');
  const after = parsed?.k ?? '';
  const rows = [...(await readAll())]
    .filter((item) => idOf(item) > after)
    .sort((a, b) => (idOf(a) < idOf(b) ? -1 : idOf(a) > idOf(b) ? 1 : 0));
  const items = rows.slice(0, input.limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > input.limit && last ? encode({ k: idOf(last) }) : null,
  };
}
