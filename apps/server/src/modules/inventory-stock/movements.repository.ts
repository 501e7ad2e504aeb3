import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  inventoryObjects,
  inventoryStock,
  inventoryTransactions,
  locations,
} from '../../db/schema.ts';

/** A movement's stored row (movements.ts fills it). */
export type TInventoryTransactionInsert = typeof inventoryTransactions.$inferInsert;
type TStockInsert = typeof inventoryStock.$inferInsert;

/** The site's live objects of `ids`, locked in id order for the movement's transaction. */
export function lockLiveObjects(tx: DbOrTx, siteKey: string, ids: string[]) {
  return tx
    .select()
    .from(inventoryObjects)
    .where(
      and(
        eq(inventoryObjects.siteKey, siteKey),
        inArray(inventoryObjects.id, ids),
        isNull(inventoryObjects.deletedAt),
      ),
    )
    .orderBy(asc(inventoryObjects.id))
    .for('update');
}

/** The stock rows of the objects, in a fixed order (location, then id). */
export function stockRowsOf(tx: DbOrTx, objectIds: string[]) {
  return tx
    .select()
    .from(inventoryStock)
    .where(inArray(inventoryStock.objectId, objectIds))
    .orderBy(asc(inventoryStock.locationId), asc(inventoryStock.id));
}

export async function updateObjectRow(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof inventoryObjects.$inferInsert>,
): Promise<void> {
  await tx.update(inventoryObjects).set(values).where(eq(inventoryObjects.id, id));
}

export async function insertInventoryTransactions(
  tx: DbOrTx,
  rows: TInventoryTransactionInsert[],
): Promise<void> {
  await tx.insert(inventoryTransactions).values(rows);
}

export async function insertStockRow(tx: DbOrTx, values: TStockInsert): Promise<void> {
  await tx.insert(inventoryStock).values(values);
}

export async function updateStockRow(
  tx: DbOrTx,
  id: string,
  values: Partial<TStockInsert>,
): Promise<void> {
  await tx.update(inventoryStock).set(values).where(eq(inventoryStock.id, id));
}

/** Which of `ids` are live locations of the site. */
export function liveLocationIdsAmong(tx: DbOrTx, siteKey: string, ids: string[]) {
  return tx
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(eq(locations.siteKey, siteKey), inArray(locations.id, ids), isNull(locations.deletedAt)),
    );
}
