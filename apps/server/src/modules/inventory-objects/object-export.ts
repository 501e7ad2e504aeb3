/**
 * The inventory list's export read a batch at a time: inventoryObjects.exportCsv collects it
 * into one CSV, the Inventory Summary report streams it. One definition of the rows, their
 * order and cells, so the report's CSV equals the list's export of the same filters.
 */
import type { TCsvValue } from '@craftwork/domain/lists/csv';
import {
  INVENTORY_OBJECT_CSV_HEADERS,
  inventoryObjectCsvRow,
} from '@craftwork/domain/inventory/objects';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  inventoryObjectIdsInOrder,
  inventoryObjectsWithIds,
  type InventoryObjectListRow,
  type InventoryObjectQuery,
} from './objects.repository.ts';

export type { InventoryObjectQuery } from './objects.repository.ts';

/** Rows per batch (a report's batches hold at most 1,000 rows). */
export const OBJECT_EXPORT_BATCH = 1_000;

export type TObjectExport = {
  headers: readonly string[];
  total: number;
  batches: AsyncIterable<TCsvValue[][]>;
};

/**
 * The export of the objects the scope sees under `filter`, in the list's order: the ids first
 * (up to `max`, which fixes `total`), then their rows a batch at a time, each batch still under
 * the scope and filter, cells as the list's CSV writes them in the site's time zone.
 */
export async function openObjectExport(
  db: DbOrTx,
  scope: Scope,
  filter: InventoryObjectQuery,
  timeZone: string,
  max: number,
  batchSize = OBJECT_EXPORT_BATCH,
): Promise<TObjectExport> {
  const ids = await inventoryObjectIdsInOrder(db, scope, filter, max);
  async function* batches() {
    for (let i = 0; i < ids.length; i += batchSize) {
      const chunk = ids.slice(i, i + batchSize);
      const byId = new Map<string, InventoryObjectListRow>();
      for (const row of await inventoryObjectsWithIds(db, scope, filter, chunk)) {
        byId.set(row.id, row);
      }
      yield chunk.flatMap((id) => {
        const row = byId.get(id);
        return row ? [inventoryObjectCsvRow(row, timeZone)] : [];
      });
    }
  }
  return { headers: INVENTORY_OBJECT_CSV_HEADERS, total: ids.length, batches: batches() };
}
