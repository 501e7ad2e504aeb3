import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';

export type TKeyClaim = { userId: string; key: string; procedure: string; inputHash: string };
export type TKeyRow = typeof idempotencyKeys.$inferSelect;

/**
 * A run that has held its key this long is taken to have died with its process (a request is
 * answered or timed out well within it): a retry with the same change may take the key over.
 */
export const ABANDONED_AFTER_MINUTES = 10;

/**
 * Claims the key for this run: a new key is written pending; a key whose run was abandoned
 * is taken over when the retry carries the same change. True when this run holds the key.
 */
export async function claimKey(db: Database, claim: TKeyClaim): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...claim, status: 'pending' })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { createdAt: sql`now()` },
      setWhere: sql`${idempotencyKeys.status} = 'pending'
        and ${idempotencyKeys.createdAt} < now() - make_interval(mins => ${ABANDONED_AFTER_MINUTES})
        and ${idempotencyKeys.procedure} = excluded.procedure
        and ${idempotencyKeys.inputHash} = excluded.input_hash`,
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findKey(db: Database, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/** The run succeeded: its answer is what a retry gets. */
export async function completeKey(db: Database, userId: string, key: string, response: unknown) {
  await db
    .update(idempotencyKeys)
    .set({ status: 'done', response: response ?? null })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** The run failed: the key is let go, so that a retry runs again. */
export async function releaseKey(db: Database, userId: string, key: string) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.status, 'pending'),
      ),
    );
}

/** Keys older than `days` (the daily purge). */
export async function purgeKeys(db: Database, now: Date, days: number): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 3600_000);
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
