import { isLowStock } from '@craftwork/domain/catalogues/inventory';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { listDialogObjects } from './dialog-objects.repository.ts';

/**
 * The status dialog's Inventory Transactions tab: the active scaffolding objects the caller
 * sees, with their quantities and whether each is Low (available at or below its threshold).
 */
export async function dialogObjects(db: Database, scope: Scope) {
  const rows = await listDialogObjects(db, scope);
  return rows.map((row) => ({ ...row, low: isLowStock(row) }));
}
