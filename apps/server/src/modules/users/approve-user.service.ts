import { randomUUID } from 'node:crypto';
import { PERMISSION_PRESETS } from '@craftwork/domain/access/permissions';
import { USER_MESSAGES, type TApproveUserInput } from '@craftwork/domain/admin/users';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import type { Database } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { writeAudit } from '../audit/index.ts';
import { checkCompany } from './membership-rules.ts';
import { findSiteMember, insertSiteEvent, updateMembership } from './users.repository.ts';
import { selectAllLocationsIfNone } from '../locations/index.ts';

export type TActor = { siteKey: string; actorId: string };

/** users.approve: a pending applicant becomes an approved member with a preset and company. */
export async function approveUser(db: Database, actor: TActor, input: TApproveUserInput) {
  const { siteKey, actorId } = actor;
  await db.transaction(async (tx) => {
    const member = await findSiteMember(tx, siteKey, input.userId);
    if (!member) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
    if (member.approved) throw new AppError('CONFLICT', USER_MESSAGES.alreadyApproved);
    const permissions = PERMISSION_PRESETS[input.preset];
    await checkCompany(tx, siteKey, permissions, input.companyId);
    await updateMembership(tx, siteKey, input.userId, {
      approved: true,
      approvedAt: new Date(),
      approvedBy: actorId,
      companyId: input.companyId,
      permissions,
    });
    await selectAllLocationsIfNone(tx, siteKey, input.userId);
    await insertSiteEvent(tx, {
      id: randomUUID(),
      siteKey,
      eventType: EVENT_TYPE.NEW_USER_APPROVED,
      title: member.name,
      createdBy: actorId,
    });
    // The user's notice before any site notice: a stream whose user lost the site ends
    // after the first batch of notices it meets (decision 106), so `me` must be in it.
    await notifyChange(tx, { users: [input.userId], topics: ['me'] });
    await writeAudit(tx, {
      siteKey,
      actorId,
      area: 'users',
      action: 'approved',
      targetId: input.userId,
      targetLabel: member.name,
      before: { approved: false, companyId: member.companyId },
      after: { approved: true, preset: input.preset, companyId: input.companyId },
    });
    // The user's notice first: a user who lost the site has their stream ended after it.
    await notifyChange(tx, { site: siteKey, topics: ['siteUsers'], ids: [input.userId] });
  });
  return { ok: true as const };
}
