import type { TMembershipEnd } from '@craftwork/domain/admin/users';
import type { DbOrTx } from '../../db/client.ts';
import { writeAudit } from '../audit/index.ts';
import { withdrawInvitesOf } from './invites.repository.ts';

/**
 * The invitations' step of a membership change (decision 188), in the changing transaction:
 * a member who stops being an approved site admin has their pending invitations withdrawn, so
 * none makes its holder a member (or a site admin) on their authority afterwards.
 */
export async function withdrawInvitesWithMembership(tx: DbOrTx, change: TMembershipEnd) {
  if (!change.ends.madeAsSiteAdmin) return;
  const withdrawn = await withdrawInvitesOf(tx, change.siteKey, change.userId);
  for (const invite of withdrawn) {
    await writeAudit(tx, {
      siteKey: change.siteKey,
      actorId: change.actorId,
      area: 'invites',
      action: 'inviteRevoked',
      targetId: invite.id,
      targetLabel: invite.email,
      after: { endedWith: change.memberLabel },
    });
  }
}
