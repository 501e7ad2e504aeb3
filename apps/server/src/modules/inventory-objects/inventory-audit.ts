import { AUDIT_AREAS, type TAuditAction } from '@craftwork/domain/admin/audit';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { writeAudit } from '../audit/audit.ts';

/**
 * The audit list's Inventory area. Until the audit catalogue lists it, inventory changes are
 * not written there (the object's own history still records every movement).
 */
const INVENTORY_AREA = AUDIT_AREAS.find((area) => (area as string) === 'inventory');

/** Writes an inventory object's change to the site's audit list, in the changing transaction. */
export async function writeInventoryAudit(
  tx: DbOrTx,
  scope: Scope,
  entry: {
    action: TAuditAction;
    targetId: string;
    targetLabel: string;
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
  },
): Promise<void> {
  if (!INVENTORY_AREA) return;
  await writeAudit(tx, {
    siteKey: scope.siteKey,
    actorId: scope.userId,
    area: INVENTORY_AREA,
    ...entry,
  });
}
