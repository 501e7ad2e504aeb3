import type { DbOrTx } from '../../db/client.ts';
import { notifyChange } from '../../live/notify.ts';
import { writeAudit } from '../audit/index.ts';
import { endWithMembership } from './membership-end.ts';
import { keepOneSiteAdmin } from './membership-rules.ts';
import { deleteMembership, deleteSessionsOf, type findSiteMember } from './users.repository.ts';

type TMember = NonNullable<Awaited<ReturnType<typeof findSiteMember>>>;

type TTakeOff = {
  siteKey: string;
  actorId: string;
  member: TMember;
  /** The audit entry: a member removed, an applicant rejected. */
  action: 'removed' | 'rejected';
  /** What the audit entry's After says (null for a site admin's own Remove). */
  after: Record<string, unknown> | null;
  /** Ends every session of the person too (the identity provider's removal). */
  endSessions: boolean;
};

/**
 * Takes one person off the site, in the caller's transaction and after it locked the site: the
 * last approved site admin kept (a CONFLICT otherwise), the areas' membership-end steps run,
 * the person's and the site's screens told, and the audit entry written. A site admin's Remove
 * and the identity provider's removal (SCIM) both come here.
 */
export async function takeOffSite(tx: DbOrTx, change: TTakeOff): Promise<void> {
  const { siteKey, actorId, member } = change;
  await keepOneSiteAdmin(tx, siteKey, member, null);
  await deleteMembership(tx, siteKey, member.userId);
  const ended = { siteKey, userId: member.userId, memberLabel: member.name, actorId };
  await endWithMembership(tx, ended, member, null);
  if (change.endSessions) await deleteSessionsOf(tx, member.userId);
  // The user's notice before any site notice: a stream whose user lost the site ends
  // after the first batch of notices it meets (decision 106), so `me` must be in it.
  await notifyChange(tx, { users: [member.userId], topics: ['me'] });
  await writeAudit(tx, {
    siteKey,
    actorId,
    area: 'users',
    action: change.action,
    targetId: member.userId,
    targetLabel: member.name,
    before: {
      approved: member.approved,
      email: member.email,
      companyId: member.companyId,
      permissions: member.permissions,
    },
    after: change.after,
  });
  await notifyChange(tx, { site: siteKey, topics: ['siteUsers'], ids: [member.userId] });
}
