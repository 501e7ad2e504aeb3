import { sql } from 'drizzle-orm';
import type { TLiveTopic } from '@craftwork/domain/live/topics';
import type { DbOrTx } from '../db/client.ts';
import { enqueue, type OutboxHandler } from '../outbox/outbox.ts';

export const LIVE_CHANNEL = 'craftwork_changes';

export type LiveTopic = TLiveTopic;

/**
 * A change: which site's browsers (or which users' browsers) should refetch which topics.
 * `ids` name the changed rows between instances; they never reach browsers (decision 106).
 */
export type LiveChange = { site?: string; users?: string[]; topics: LiveTopic[]; ids?: string[] };

/**
 * Announces a change inside the writing transaction: PostgreSQL delivers it only on commit, to
 * every app instance listening. No row data travels; browsers refetch through scoped queries.
 */
export async function notifyChange(tx: DbOrTx, change: LiveChange): Promise<void> {
  const payload: LiveChange = { ...change, ids: change.ids?.slice(0, 50) };
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(payload)})`);
}

/** The outbox's kind for live notices (decision 208). */
export const LIVE_OUTBOX_KIND = 'live';

/**
 * Announces a change through the outbox (decision 208): a row in the writing transaction,
 * sent by the live handler once the write has committed.
 */
export async function queueLiveChange(tx: DbOrTx, change: LiveChange): Promise<void> {
  await enqueue(tx, { siteKey: change.site ?? null, kind: LIVE_OUTBOX_KIND, payload: change });
}

/** The outbox's live handler: the notice leaves when the delivery's transaction commits. */
export const deliverLiveChange: OutboxHandler = (tx, delivery) =>
  notifyChange(tx, delivery.payload as LiveChange);
