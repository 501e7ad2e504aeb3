import type { TUserIdInput } from '@craftwork/domain/admin/users';
import type { Database } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { writeAudit } from '../audit/index.ts';
import type { TActor } from './approve-user.service.ts';
import { endWithMembership } from './membership-end.ts';
import { keepOneSiteAdmin } from './membership-rules.ts';
import { deleteMembership, findSiteMember, lockSite } from './users.repository.ts';

/**
 * users.remove: takes a member off the site. Their next request finds no site (the scope is
 * resolved per request), and their live stream ends and makes their browser refetch `me`,
 * which sends them away from the site's screens (decision 106).
 */
export async function removeUser(db: Database, actor: TActor, input: TUserIdInput) {
  const { siteKey, actorId } = actor;
  await db.transaction(async (tx) => {
    await lockSite(tx, siteKey);
    const member = await findSiteMember(tx, siteKey, input.userId);
    if (!member) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
    await keepOneSiteAdmin(tx, siteKey, member, null);
    await deleteMembership(tx, siteKey, input.userId);
    const change = { siteKey, userId: input.userId, memberLabel: member.name, actorId };
    await endWithMembership(tx, change, member, null);
    // The user's notice before any site notice: a stream whose user lost the site ends
    // after the first batch of notices it meets (decision 106), so `me` must be in it.
    await notifyChange(tx, { users: [input.userId], topics: ['me'] });
    await writeAudit(tx, {
      siteKey,
      actorId,
      area: 'users',
      action: 'removed',
      targetId: input.userId,
      targetLabel: member.name,
      before: {
        approved: member.approved,
        email: member.email,
        companyId: member.companyId,
        permissions: member.permissions,
      },
      after: null,
    });
    // The user's notice first: a user who lost the site has their stream ended after it.
    await notifyChange(tx, { site: siteKey, topics: ['siteUsers'], ids: [input.userId] });
  });
  return { ok: true as const };
}
