import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { AppError } from '../errors.ts';

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/**
 * A fixed-window counter kept in PostgreSQL (shared by every app instance). Throws when the
 * key has been used more than `max` times in the current window.
 */
export async function consumeRateLimit(
  db: DbOrTx,
  key: string,
  limit: { max: number; windowSeconds: number },
  now = Date.now(),
): Promise<void> {
  const windowStart = now - limit.windowSeconds * 1000;
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (id, key, count, last_request)
    values (${randomUUID()}, ${`rpc:${key}`}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request < ${windowStart} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request < ${windowStart} then ${now} else rate_limits.last_request end
    returning count`);
  const count = Number(result.rows[0]?.count ?? 0);
  if (count > limit.max) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_REQUESTS);
}

/** Limits on procedures that send e-mail or create accounts (max per window, per key). */
export const RATE_LIMITS = {
  passwordResetPerIp: { max: 5, windowSeconds: 60 },
  passwordResetPerEmail: { max: 3, windowSeconds: 15 * 60 },
  verificationPerUser: { max: 3, windowSeconds: 10 * 60 },
  downloadLinkPerUser: { max: 5, windowSeconds: 10 * 60 },
  createAccountPerIp: { max: 20, windowSeconds: 10 * 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** Consumes one use of a named limit; `multiplier` (RATE_LIMIT_MULTIPLIER) scales every max. */
export function limit(db: DbOrTx, name: RateLimitName, subject: string, multiplier = 1) {
  const { max, windowSeconds } = RATE_LIMITS[name];
  return consumeRateLimit(db, `${name}:${subject}`, { max: max * multiplier, windowSeconds });
}
