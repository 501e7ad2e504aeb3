import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { writeAudit } from '../audit/index.ts';

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
  await writeAudit(tx, {
    siteKey: scope.siteKey,
    actorId: scope.userId,
    area: 'inventory',
    action: 'updated',
    ...entry,
  });
}
