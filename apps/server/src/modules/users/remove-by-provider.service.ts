import type { DbOrTx } from '../../db/client.ts';
import { takeOffSite } from './take-off-site.ts';
import { findSiteMembersByEmails, lockSite } from './users.repository.ts';

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
  for (const member of members)
    await takeOffSite(tx, {
      siteKey,
      actorId,
      member,
      action: member.approved ? 'removed' : 'rejected',
      after: { by: 'scim' },
      endSessions: true,
    });
  return { removed: members.length };
}
