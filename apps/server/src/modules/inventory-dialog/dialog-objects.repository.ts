import { and, arrayContains, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { INVENTORY_STATUS } from '@craftwork/domain/catalogues/inventory';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { inventoryObjects } from '../../db/schema.ts';

/**
 * The objects the status dialog offers the caller: live, active, for scaffolding (craft type
 * 10), and visible to them — plant personnel see every one, company users those authorized for
 * every company (an empty list) or for theirs (seesInventoryObject, in SQL).
 */
export function dialogObjectsWhere(scope: Scope): SQL | undefined {
  const visible = scope.isPlantPersonnel
    ? undefined
    : or(
        sql`cardinality(${inventoryObjects.authorizedCompanies}) = 0`,
        scope.companyId === null
          ? undefined
          : sql`${scope.companyId} = ANY(${inventoryObjects.authorizedCompanies})`,
      );
  return and(
    eq(inventoryObjects.siteKey, scope.siteKey),
    isNull(inventoryObjects.deletedAt),
    eq(inventoryObjects.status, INVENTORY_STATUS.ACTIVE),
    arrayContains(inventoryObjects.craftTypes, [CRAFT_TYPE.SCAFFOLDING]),
    visible,
  );
}

export async function listDialogObjects(db: DbOrTx, scope: Scope) {
  return db
    .select({
      id: inventoryObjects.id,
      title: inventoryObjects.title,
      quantityAvailable: inventoryObjects.quantityAvailable,
      quantityInUse: inventoryObjects.quantityInUse,
      quantityAwaitingPickup: inventoryObjects.quantityAwaitingPickup,
      quantityReserved: inventoryObjects.quantityReserved,
      lowQuantityThreshold: inventoryObjects.lowQuantityThreshold,
    })
    .from(inventoryObjects)
    .where(dialogObjectsWhere(scope))
    .orderBy(asc(inventoryObjects.title), asc(inventoryObjects.id));
}

/** Of `ids`, those the dialog offers the caller (the others are hidden from them). */
export async function offeredObjectIds(
  db: DbOrTx,
  scope: Scope,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: inventoryObjects.id })
    .from(inventoryObjects)
    .where(and(dialogObjectsWhere(scope), inArray(inventoryObjects.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}
