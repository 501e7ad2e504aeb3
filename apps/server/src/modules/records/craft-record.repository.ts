import { and, eq, isNull } from 'drizzle-orm';
import type { Scope } from '../../access/scope.ts';
import { craftRecordScope } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import { craftRecords } from '../../db/schema.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';

/** The one craft record the use cases act on (other modules reach it here too). */

export const NOT_AVAILABLE = NOT_AVAILABLE_MESSAGE;

export type CraftRecord = typeof craftRecords.$inferSelect;

/** A live craft record in the caller's scope (locked when `lock`), or NOT_FOUND. */
export async function requireCraftRecord(
  tx: DbOrTx,
  scope: Scope,
  id: string,
  lock = false,
): Promise<CraftRecord> {
  const query = tx
    .select()
    .from(craftRecords)
    .where(and(eq(craftRecords.id, id), craftRecordScope(scope), isNull(craftRecords.deletedAt)));
  const [record] = lock ? await query.for('update') : await query;
  if (!record) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  return record;
}
