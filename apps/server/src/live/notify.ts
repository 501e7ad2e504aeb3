import { sql } from 'drizzle-orm';
import type { TLiveTopic } from '@craftwork/domain/live/topics';
import type { DbOrTx } from '../db/client.ts';

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
