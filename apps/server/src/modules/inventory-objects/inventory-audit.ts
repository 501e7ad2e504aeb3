import type { TAuditAction } from '@craftwork/domain/admin/audit';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { writeAudit } from '../audit/index.ts';

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
  await writeAudit(tx, {
    siteKey: scope.siteKey,
    actorId: scope.userId,
    area: 'inventory',
    ...entry,
  });
}
