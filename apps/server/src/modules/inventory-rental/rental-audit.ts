import { AUDIT_AREAS } from '@craftwork/domain/admin/audit';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { writeAudit } from '../audit/audit.ts';

/**
 * The audit list's Inventory area. Until the audit catalogue lists it, rent-stop changes are
 * not written there (the line itself keeps who changed it last and when).
 */
const INVENTORY_AREA = AUDIT_AREAS.find((area) => (area as string) === 'inventory');

/** Writes a rent-stop change to the site's audit list, in the changing transaction. */
export async function writeRentalAudit(
  tx: DbOrTx,
  scope: Scope,
  entry: {
    targetId: string;
    targetLabel: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  },
): Promise<void> {
  if (!INVENTORY_AREA) return;
  await writeAudit(tx, {
    siteKey: scope.siteKey,
    actorId: scope.userId,
    area: INVENTORY_AREA,
    action: 'updated',
    ...entry,
  });
}
