import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { ERROR_MESSAGES } from '@craftwork/domain/errors/errors';
import { waitMessage } from '@craftwork/domain/errors/wait';
import { AppError } from '../errors.ts';

/** The over-limit answer (the domain's, which screens write in their language). */
export { waitMessage };

/** Kept for callers that need the generic text; over-limit answers use `waitMessage`. */
export const TOO_MANY_REQUESTS = ERROR_MESSAGES.tooManyRequests;

export type TLimit = { max: number; windowSeconds: number };

export class RateLimitError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', waitMessage(retryAfterSeconds));
  }
}

const storedKey = (key: string) => `rpc:${key}`;

/** Where a key stands after a use: uses left in the window and seconds until it starts over. */
export type TRateLimitUse = { remaining: number; resetSeconds: number };

/**
 * A fixed-window counter kept in PostgreSQL (shared by every app instance). Throws a
 * RateLimitError (saying how long to wait) when the key has been used more than `max` times in
 * the current window; otherwise says how many uses are left and when the window ends.
 */
export async function consumeRateLimit(
  db: DbOrTx,
  key: string,
  limit: TLimit,
  now = Date.now(),
): Promise<TRateLimitUse> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = now - windowMs;
  const result = await db.execute<{ count: number; last_request: number }>(sql`
    insert into rate_limits (id, key, count, last_request)
    values (${randomUUID()}, ${storedKey(key)}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request < ${windowStart} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request < ${windowStart} then ${now} else rate_limits.last_request end
    returning count, last_request`);
  const row = result.rows[0];
  const count = Number(row?.count ?? 0);
  const resetSeconds = (Number(row?.last_request ?? now) + windowMs - now) / 1000;
  if (count > limit.max) throw new RateLimitError(resetSeconds);
  return { remaining: limit.max - count, resetSeconds };
}

/** Gives back one use of a key (an attempt that succeeded and must not count). */
export async function refundRateLimit(db: DbOrTx, key: string): Promise<void> {
  await db.execute(
    sql`update rate_limits set count = greatest(count - 1, 0) where key = ${storedKey(key)}`,
  );
}

export type TLimitUse = { key: string; limit: TLimit };

/**
 * Runs `work` counting only its failures against every limit in `uses`: each use is consumed
 * first (so parallel attempts cannot slip past the limit together) and given back when the
 * work succeeds. A thrown error, or a result `succeeded` rejects, is a failure.
 */
export async function countFailures<T>(
  db: DbOrTx,
  uses: TLimitUse[],
  work: () => Promise<T>,
  succeeded: (result: T) => boolean = () => true,
): Promise<T> {
  const consumed: TLimitUse[] = [];
  const refund = () => Promise.all(consumed.map((use) => refundRateLimit(db, use.key)));
  try {
    for (const use of uses) {
      await consumeRateLimit(db, use.key, use.limit);
      consumed.push(use);
    }
  } catch (error) {
    // Refused before trying: the refusal itself is not an attempt.
    await refund();
    throw error;
  }
  const result = await work();
  if (succeeded(result)) await refund();
  return result;
}

/** Limits on procedures that send e-mail or create accounts (max per window, per key). */
export const RATE_LIMITS = {
  passwordResetPerIp: { max: 5, windowSeconds: 60 },
  passwordResetPerEmail: { max: 3, windowSeconds: 15 * 60 },
  verificationPerUser: { max: 3, windowSeconds: 10 * 60 },
  downloadLinkPerUser: { max: 5, windowSeconds: 10 * 60 },
  createAccountPerIp: { max: 20, windowSeconds: 10 * 60 },
  createAccountPerEmail: { max: 3, windowSeconds: 15 * 60 },
  /** Failed sign-ins per account (the per-address limit is AUTH_SIGN_IN_LIMIT a minute). */
  signInFailuresPerAccount: { max: 10, windowSeconds: 15 * 60 },
  /** Wrong current passwords per user: per user, so a shared plant address is not locked. */
  changePasswordFailuresPerUser: { max: 5, windowSeconds: 15 * 60 },
  /** Unknown or repeated site keys: guessing keys costs time per user and per address. */
  siteKeyFailuresPerUser: { max: 10, windowSeconds: 15 * 60 },
  siteKeyFailuresPerIp: { max: 30, windowSeconds: 15 * 60 },
  /** The sign-in page's "which provider" question (issue 37): a person types a few addresses. */
  ssoLookupPerIp: { max: 30, windowSeconds: 60 },
  /**
   * Requests to /scim/v2 with a missing or wrong token, per address (decision 232): a provider
   * with its token makes none; tokens are 256 bits, so this only slows a scanner down.
   */
  scimTokenFailuresPerIp: { max: 20, windowSeconds: 15 * 60 },
  /** Reports asked per user (each writes two files; at most 5 wait or run at once anyway). */
  reportGeneratePerUser: { max: 30, windowSeconds: 10 * 60 },
  /** Report links e-mailed per user. */
  reportLinkMailPerUser: { max: 10, windowSeconds: 10 * 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** One use of a named limit; `multiplier` (RATE_LIMIT_MULTIPLIER) scales every max. */
export function namedLimit(name: RateLimitName, subject: string, multiplier = 1): TLimitUse {
  const { max, windowSeconds } = RATE_LIMITS[name];
  return { key: `${name}:${subject}`, limit: { max: max * multiplier, windowSeconds } };
}

/** Consumes one use of a named limit. */
export function limit(db: DbOrTx, name: RateLimitName, subject: string, multiplier = 1) {
  const use = namedLimit(name, subject, multiplier);
  return consumeRateLimit(db, use.key, use.limit);
}
