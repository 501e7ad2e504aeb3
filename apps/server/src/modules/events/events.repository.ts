import type { DbOrTx } from '../../db/client.ts';
import { events } from '../../db/schema.ts';

/** Writes of the events table (the history of tasks and craft records). */

export type TNewEvent = typeof events.$inferInsert;

/** Inserts one event. */
export async function insertEvent(db: DbOrTx, values: TNewEvent): Promise<void> {
  await db.insert(events).values(values);
}
