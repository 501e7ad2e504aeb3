import type { Database } from '../db/client.ts';
import { countDue } from '../outbox/dispatcher.ts';

/**
 * Waits until the app has delivered every outbox row that is due (decision 208): a write's
 * webhook deliveries, mail and live notices are written after its commit, so a test that reads
 * them waits for the pass the commit woke. Fails after `timeoutMs`.
 */
export async function outboxSettled(db: Database, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const due = await countDue(db);
    if (due === 0) return;
    if (Date.now() > deadline) throw new Error(`${due} outbox rows still undelivered`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
