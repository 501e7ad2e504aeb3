import type { TMembershipEnd } from '@craftwork/domain/admin/users';
import type { DbOrTx } from '../../db/client.ts';
import { notifyChange } from '../../live/notify.ts';
import { writeAudit } from '../audit/index.ts';
import { revokeTokensOf } from './token-core.ts';

/**
 * The API tokens' step of a membership change (decision 188), in the changing transaction:
 * tokens acting as a member who is no longer approved, and every token a member made while
 * a site admin once they are not one, are revoked for good, so approving the person again
 * brings none back; the token list shows them revoked by the admin who made the change.
 */
export async function endApiTokensWithMembership(tx: DbOrTx, change: TMembershipEnd) {
  const revoked = await revokeTokensOf(tx, {
    siteKey: change.siteKey,
    actingAs: change.ends.actingAs ? change.userId : null,
    madeBy: change.ends.madeAsSiteAdmin ? change.userId : null,
    revokedBy: change.actorId,
  });
  for (const token of revoked) {
    await writeAudit(tx, {
      siteKey: change.siteKey,
      actorId: change.actorId,
      area: 'apiTokens',
      action: 'revoked',
      targetId: token.id,
      targetLabel: `${token.name} (${token.prefix}…)`,
      after: { endedWith: change.memberLabel },
    });
  }
  if (revoked.length > 0)
    await notifyChange(tx, {
      site: change.siteKey,
      topics: ['apiTokens'],
      ids: revoked.map((token) => token.id),
    });
}
