/** What every page of a Craftwork list has: the cursor of the next page, null on the last. */
export type TPaged = { nextCursor: string | null };

/**
 * Every page of a list, one after another: `readPage` is called with the previous page's
 * `nextCursor` (undefined for the first) until a page has none. A call that fails throws.
 * Pages are yielded as `readPage` answers them (items, tombstones with `updated_since`).
 *
 *   for await (const page of allPages(async (cursor) => readTasks(cursor))) …
 */
export async function* allPages<P extends TPaged>(
  readPage: (cursor: string | undefined) => Promise<P>,
): AsyncGenerator<P, void, undefined> {
  let cursor: string | undefined;
  do {
    const page = await readPage(cursor);
    yield page;
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
}
