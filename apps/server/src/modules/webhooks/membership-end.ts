import type { TMembershipEnd } from '@craftwork/domain/admin/users';
import type { DbOrTx } from '../../db/client.ts';
import { notifyChange } from '../../live/notify.ts';
import { writeAudit } from '../audit/index.ts';
import { deactivateEndpointsMadeBy } from './webhooks.repository.ts';

/**
 * The webhooks' step of a membership change (decision 188), in the changing transaction: a
 * member who stops being an approved site admin chose where the site's events go, so the
 * endpoints they made are switched off (not deleted: another site admin may check the address
 * and turn one on again), and nothing more is sent to an address only they vouched for.
 */
export async function deactivateWebhooksWithMembership(tx: DbOrTx, change: TMembershipEnd) {
  if (!change.ends.madeAsSiteAdmin) return;
  const stopped = await deactivateEndpointsMadeBy(tx, change.siteKey, change.userId);
  for (const endpoint of stopped) {
    await writeAudit(tx, {
      siteKey: change.siteKey,
      actorId: change.actorId,
      area: 'webhooks',
      action: 'updated',
      targetId: endpoint.id,
      targetLabel: endpoint.url,
      before: { active: true },
      after: { active: false, endedWith: change.memberLabel },
    });
  }
  if (stopped.length > 0) await notifyChange(tx, { site: change.siteKey, topics: ['webhooks'] });
}
