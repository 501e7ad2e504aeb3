import type { TUpdateUserInput } from '@craftwork/domain/admin/users';
import type { Database } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { changedValues, writeAudit } from '../audit/index.ts';
import type { TActor } from './approve-user.service.ts';
import { endWithMembership } from './membership-end.ts';
import { checkCompany, checkLocation, keepOneSiteAdmin } from './membership-rules.ts';
import { findSiteMember, lockSite, updateMembership } from './users.repository.ts';
import { selectAllLocationsIfNone } from '../locations/index.ts';

/**
 * users.update, the User Roles & Permissions page's save: approval, flags, company and default
 * location at once. The user's next request uses them (the scope is resolved per request) and
 * their open screens refetch (topic `me`).
 */
export async function updateUser(db: Database, actor: TActor, input: TUpdateUserInput) {
  const { siteKey, actorId } = actor;
  await db.transaction(async (tx) => {
    await lockSite(tx, siteKey);
    const member = await findSiteMember(tx, siteKey, input.userId);
    if (!member) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
    await keepOneSiteAdmin(tx, siteKey, member, {
      approved: input.approved,
      permissions: input.flags,
    });
    await checkCompany(tx, siteKey, input.flags, input.companyId);
    await checkLocation(tx, siteKey, input.defaultLocationId);

    const access = changedValues(
      { approved: member.approved, ...member.permissions },
      { approved: input.approved, ...input.flags },
    );
    const details = changedValues(
      { companyId: member.companyId, defaultLocationId: member.defaultLocationId },
      { companyId: input.companyId, defaultLocationId: input.defaultLocationId },
    );
    if (!access && !details) return;

    const newlyApproved = input.approved && !member.approved;
    await updateMembership(tx, siteKey, input.userId, {
      approved: input.approved,
      permissions: input.flags,
      companyId: input.companyId,
      defaultLocationId: input.defaultLocationId,
      ...(newlyApproved ? { approvedAt: new Date(), approvedBy: actorId } : {}),
    });
    if (newlyApproved) await selectAllLocationsIfNone(tx, siteKey, input.userId);
    await endWithMembership(
      tx,
      { siteKey, userId: input.userId, memberLabel: member.name, actorId },
      member,
      { approved: input.approved, permissions: input.flags },
    );
    // The user's notice before any site notice: a stream whose user lost the site ends
    // after the first batch of notices it meets (decision 106), so `me` must be in it.
    await notifyChange(tx, { users: [input.userId], topics: ['me'] });
    const entry = {
      siteKey,
      actorId,
      area: 'users',
      targetId: input.userId,
      targetLabel: member.name,
    } as const;
    if (access) await writeAudit(tx, { ...entry, action: 'permissionsChanged', ...access });
    if (details) await writeAudit(tx, { ...entry, action: 'updated', ...details });
    await notifyChange(tx, { site: siteKey, topics: ['siteUsers'], ids: [input.userId] });
  });
  return { ok: true as const };
}
