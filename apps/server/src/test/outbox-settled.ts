import { and, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

/**
 * Waits until the app has delivered every outbox row that is due (decision 208): a write's
 * webhook deliveries, mail and live notices are written after its commit, so a test that reads
 * them waits for the pass the commit woke. Fails after `timeoutMs`.
 */
export async function outboxSettled(db: Database, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(and(isNull(outbox.deliveredAt), lte(outbox.nextAttemptAt, sql`now()`)));
    if ((row?.n ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error(`${row?.n ?? 0} outbox rows still undelivered`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
