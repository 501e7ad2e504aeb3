import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { apiRequests, apiTokens } from '../db/schema.ts';

/** Longest path kept in the request log (the query string is never kept). */
const PATH_LIMIT = 300;

export type TApiRequestEntry = {
  siteKey: string;
  tokenId: string;
  userId: string;
  method: string;
  /** The request's URL; only its path is kept (query strings may carry search words). */
  url: string;
  status: number;
  ip: string;
  durationMs: number;
};

/** The path of a URL, without its query string or fragment, cut to a sane length. */
export function loggedPath(url: string): string {
  const end = url.search(/[?#]/);
  return (end === -1 ? url : url.slice(0, end)).slice(0, PATH_LIMIT);
}

/**
 * Writes one row of the token's request log (who, when, what, the answer) and marks the
 * token used: last_used_at is written at most once a minute per token, to keep it cheap.
 */
export async function logApiRequest(db: DbOrTx, entry: TApiRequestEntry): Promise<void> {
  await db.insert(apiRequests).values({
    id: randomUUID(),
    siteKey: entry.siteKey,
    tokenId: entry.tokenId,
    userId: entry.userId,
    method: entry.method.slice(0, 10),
    path: loggedPath(entry.url),
    status: entry.status,
    ip: entry.ip.slice(0, 64),
    durationMs: Math.max(0, Math.round(entry.durationMs)),
  });
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiTokens.id, entry.tokenId),
        or(
          isNull(apiTokens.lastUsedAt),
          lt(apiTokens.lastUsedAt, sql`now() - interval '1 minute'`),
        ),
      ),
    );
}
