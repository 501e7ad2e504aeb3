// The first data of a screen, sent in the page by the server for a signed-in navigation to a
// task list or the dashboard (decision 218; apps/server/src/http/first-screen.ts). Put into the
// query cache under the keys the screens' queries use, before anything renders, so the grid
// draws its rows as soon as its code runs, with no request. A key the screen does not ask for
// (the user's saved list state differs from the first page) is never read and ages out.
import { StandardRPCJsonSerializer } from '@orpc/client/standard';
import type { StandardRPCJsonSerializedMetaItem } from '@orpc/client/standard';
import { generateOperationKey } from '@orpc/tanstack-query';
import type { Query, QueryClient } from '@tanstack/react-query';

export const FIRST_SCREEN_ID = 'first-screen';

type TEntry = { path: string[]; input?: unknown; output: unknown };

function isEntry(value: unknown): value is TEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { path } = value as { path?: unknown };
  return Array.isArray(path) && path.every((p) => typeof p === 'string') && 'output' in value;
}

/** The page's data block, read when the app makes its query client (once per page load). */
export function readFirstScreen(doc: Document): TEntry[] {
  const element = doc.getElementById(FIRST_SCREEN_ID);
  if (!element) return [];
  try {
    const { json, meta } = JSON.parse(element.textContent ?? '') as {
      json: unknown;
      meta: StandardRPCJsonSerializedMetaItem[];
    };
    const entries: unknown = new StandardRPCJsonSerializer().deserialize(json, meta);
    return Array.isArray(entries) ? entries.filter(isEntry) : [];
  } catch {
    // A damaged block: the screens ask for their data as they would without one.
    return [];
  }
}

/**
 * How long after the page was read the change feed's first connection still counts as catching
 * up with it: the seeded answers are not asked for again then (decision 218).
 */
export const FIRST_SCREEN_CATCH_UP_MS = 10_000;

/** The seeded queries (by hash) and when they were seeded, while not yet answered again. */
const seeded = new Map<string, number>();

/** Seeds the query cache with the page's first data, as fresh answers of the screens' queries. */
export function seedFirstScreen(queryClient: QueryClient, doc: Document = document): void {
  for (const { path, input, output } of readFirstScreen(doc)) {
    const queryKey = generateOperationKey(path, { type: 'query', input });
    queryClient.setQueryData(queryKey, output);
    const query = queryClient.getQueryCache().find({ queryKey, exact: true });
    if (query) seeded.set(query.queryHash, query.state.dataUpdatedAt);
  }
}

/**
 * Whether `query` still holds the page's seeded answer, `now` within the catch-up window of it.
 * The change feed's first connection leaves such a query alone rather than asking for what the
 * page has just brought (a change committed between the page's answer and the connection then
 * shows with the next change or refetch of that query).
 */
export function holdsFreshFirstScreen(
  query: Pick<Query, 'queryHash' | 'state'>,
  now = Date.now(),
): boolean {
  const at = seeded.get(query.queryHash);
  return (
    at !== undefined && query.state.dataUpdatedAt === at && now - at <= FIRST_SCREEN_CATCH_UP_MS
  );
}
