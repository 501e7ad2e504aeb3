/**
 * The transactional outbox (decision 208): the side effects of a write (mail, webhook events,
 * live notices) are rows written in the writing transaction and delivered after its commit by
 * the dispatcher (dispatcher.ts). A write that rolls back leaves no row, so nothing is sent for
 * it; a process that dies after the commit leaves the rows for the next delivery pass.
 *
 * This folder knows no module: modules register a handler per kind at the composition root.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

/** Heard by every instance's dispatcher once the writing transaction commits. */
export const OUTBOX_CHANNEL = 'craftwork_outbox';

/** A side effect to deliver after the commit: `payload` is what its kind's handler reads. */
export type OutboxMessage = { siteKey: string | null; kind: string; payload: unknown };

/** A row being delivered, as its handler gets it. */
export type OutboxDelivery = OutboxMessage & {
  id: number;
  createdAt: Date;
  /** Earlier tries that failed. */
  attempts: number;
};

/**
 * Delivers one row, in the dispatcher's transaction: what it writes to the database (webhook
 * deliveries, a pg_notify) commits with the row's delivered stamp, or not at all. A handler
 * that throws has its writes rolled back and the row is retried later.
 */
export type OutboxHandler = (tx: DbOrTx, delivery: OutboxDelivery) => Promise<void>;

/**
 * Writes the messages in the caller's transaction. The notice wakes the dispatchers once the
 * transaction commits (PostgreSQL sends it on commit only, one per transaction and channel).
 */
export async function enqueue(
  tx: DbOrTx,
  messages: OutboxMessage | readonly OutboxMessage[],
): Promise<void> {
  const rows = Array.isArray(messages) ? messages : [messages as OutboxMessage];
  if (rows.length === 0) return;
  await tx
    .insert(outbox)
    .values(rows.map((m) => ({ siteKey: m.siteKey, kind: m.kind, payload: m.payload })));
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}
