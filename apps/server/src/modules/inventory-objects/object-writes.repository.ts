import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inventoryObjects, inventoryStock } from '../../db/schema.ts';

/** The object and stock-row writes of the inventory dialogs; the services check and audit. */

export async function insertObjectRow(
  tx: DbOrTx,
  values: typeof inventoryObjects.$inferInsert,
): Promise<void> {
  await tx.insert(inventoryObjects).values(values);
}

export async function updateObjectRow(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof inventoryObjects.$inferInsert>,
): Promise<void> {
  await tx.update(inventoryObjects).set(values).where(eq(inventoryObjects.id, id));
}

export async function insertStockRow(
  tx: DbOrTx,
  values: typeof inventoryStock.$inferInsert,
): Promise<void> {
  await tx.insert(inventoryStock).values(values);
}

/** The object's stock row at a location (null: the row without a location). */
export async function findStockRowAt(tx: DbOrTx, objectId: string, locationId: string | null) {
  const atLocation =
    locationId === null
      ? isNull(inventoryStock.locationId)
      : eq(inventoryStock.locationId, locationId);
  const [row] = await tx
    .select({ id: inventoryStock.id, threshold: inventoryStock.lowQuantityThreshold })
    .from(inventoryStock)
    .where(and(eq(inventoryStock.objectId, objectId), atLocation));
  return row;
}

export async function setStockThreshold(
  tx: DbOrTx,
  id: string,
  threshold: number | null,
): Promise<void> {
  await tx
    .update(inventoryStock)
    .set({ lowQuantityThreshold: threshold })
    .where(eq(inventoryStock.id, id));
}

/** The Low thresholds of each of the object's stock rows. */
export function stockThresholdsOf(tx: DbOrTx, objectId: string) {
  return tx
    .select({ threshold: inventoryStock.lowQuantityThreshold })
    .from(inventoryStock)
    .where(eq(inventoryStock.objectId, objectId));
}
