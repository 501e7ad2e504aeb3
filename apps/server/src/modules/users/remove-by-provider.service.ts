import type { DbOrTx } from '../../db/client.ts';
import { notifyChange } from '../../live/notify.ts';
import { writeAudit } from '../audit/index.ts';
import { endWithMembership } from './membership-end.ts';
import { keepOneSiteAdmin } from './membership-rules.ts';
import {
  deleteMembership,
  deleteSessionsOf,
  findSiteMembersByEmails,
  lockSite,
} from './users.repository.ts';

export type TRemovalByProvider = {
  siteKey: string;
  /**
   * Who the removal is recorded as: the site admin who made the provider's SCIM token (the
   * areas' membership-end steps name a user), the entries saying `by: 'scim'`.
   */
  actorId: string;
  /** The addresses the provider names the person by, lower-case. */
  emails: readonly string[];
};

/**
 * Removal by the site's identity provider (SCIM, decision 232), in the caller's transaction: the
 * site's members and applicants with these addresses are taken off the site as a site admin's
 * Remove (or Reject) takes them, the last approved site admin kept (a CONFLICT otherwise), and
 * every session of theirs ends at once. Nobody of another site, or unknown, is touched.
 */
export async function removeMembersByIdentityProvider(
  tx: DbOrTx,
  input: TRemovalByProvider,
): Promise<{ removed: number }> {
  const { siteKey, actorId, emails } = input;
  if (emails.length === 0) return { removed: 0 };
  await lockSite(tx, siteKey);
  const members = await findSiteMembersByEmails(tx, siteKey, emails);
  for (const member of members) {
    await keepOneSiteAdmin(tx, siteKey, member, null);
    await deleteMembership(tx, siteKey, member.userId);
    const change = { siteKey, userId: member.userId, memberLabel: member.name, actorId };
    await endWithMembership(tx, change, member, null);
    await deleteSessionsOf(tx, member.userId);
    // The user's notice before any site notice: a stream whose user lost the site ends
    // after the first batch of notices it meets (decision 106), so `me` must be in it.
    await notifyChange(tx, { users: [member.userId], topics: ['me'] });
    await writeAudit(tx, {
      siteKey,
      actorId,
      area: 'users',
      action: member.approved ? 'removed' : 'rejected',
      targetId: member.userId,
      targetLabel: member.name,
      before: {
        approved: member.approved,
        email: member.email,
        companyId: member.companyId,
        permissions: member.permissions,
      },
      after: { by: 'scim' },
    });
    await notifyChange(tx, { site: siteKey, topics: ['siteUsers'], ids: [member.userId] });
  }
  return { removed: members.length };
}
