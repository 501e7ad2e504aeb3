import { randomUUID } from 'node:crypto';
import {
  NO_PERMISSIONS,
  PERMISSION_PRESETS,
  type TPermissionPreset,
} from '@craftwork/domain/access/permissions';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import type { Database } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import {
  approveMembership,
  findMembership,
  findSiteByTypedKey,
  findUserName,
  insertMembershipEvent,
  insertPendingMember,
  setDefaultSiteIfNone,
  siteHasCompany,
} from './sites.repository.ts';
import { writeAudit } from '../audit/index.ts';
import { selectAllLocationsIfNone } from '../locations/index.ts';
import { endWithMembership } from '../users/index.ts';

export const SITE_KEY_NOT_FOUND = 'Site key not found. Please check the key and try again.';
export const ALREADY_APPLIED = 'You have already applied to this site key.';
export const ALREADY_MEMBER = 'You are already a member of this site.';

/** applyToSiteKey: a pending membership; the first application becomes the default site. */
export async function applyToSiteKey(db: Database, userId: string, typedKey: string) {
  const site = await findSiteByTypedKey(db, typedKey);
  if (!site) throw new AppError('NOT_FOUND', SITE_KEY_NOT_FOUND);
  await db.transaction(async (tx) => {
    const membership = await findMembership(tx, site.siteKey, userId);
    if (membership)
      throw new AppError('CONFLICT', membership.approved ? ALREADY_MEMBER : ALREADY_APPLIED);
    await insertPendingMember(tx, site.siteKey, userId, NO_PERMISSIONS);
    await setDefaultSiteIfNone(tx, userId, site.siteKey);
    const userName = await findUserName(tx, userId);
    await insertMembershipEvent(tx, {
      id: randomUUID(),
      siteKey: site.siteKey,
      eventType: EVENT_TYPE.USER_REQUESTED_APPROVAL,
      title: userName ?? '',
      createdBy: userId,
    });
    await notifyChange(tx, { site: site.siteKey, topics: ['siteUsers'], ids: [userId] });
    await notifyChange(tx, { users: [userId], topics: ['me'] });
  });
  return { siteKey: site.siteKey };
}

export async function approveSiteUser(
  db: Database,
  input: {
    siteKey: string;
    approverId: string;
    userId: string;
    preset: TPermissionPreset | null;
    companyId: string | null;
  },
) {
  await db.transaction(async (tx) => {
    const member = await findMembership(tx, input.siteKey, input.userId);
    if (!member) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
    if (input.companyId) {
      if (!(await siteHasCompany(tx, input.siteKey, input.companyId)))
        throw new AppError('BAD_REQUEST', NOT_AVAILABLE_MESSAGE);
    }
    const permissions = input.preset ? PERMISSION_PRESETS[input.preset] : member.permissions;
    await approveMembership(tx, {
      siteKey: input.siteKey,
      userId: input.userId,
      approverId: input.approverId,
      companyId: input.companyId,
      permissions,
    });
    await selectAllLocationsIfNone(tx, input.siteKey, input.userId);
    const userName = await findUserName(tx, input.userId);
    // Approving again with a preset can take site admin away: what they made as one ends.
    await endWithMembership(
      tx,
      {
        siteKey: input.siteKey,
        userId: input.userId,
        memberLabel: userName ?? '',
        actorId: input.approverId,
      },
      member,
      { approved: true, permissions },
    );
    await insertMembershipEvent(tx, {
      id: randomUUID(),
      siteKey: input.siteKey,
      eventType: EVENT_TYPE.NEW_USER_APPROVED,
      title: userName ?? '',
      createdBy: input.approverId,
    });
    await writeAudit(tx, {
      siteKey: input.siteKey,
      actorId: input.approverId,
      area: 'users',
      action: 'approved',
      targetId: input.userId,
      targetLabel: userName ?? '',
      before: { approved: false, companyId: member.companyId },
      after: { approved: true, preset: input.preset, companyId: input.companyId },
    });
    await notifyChange(tx, { site: input.siteKey, topics: ['siteUsers'], ids: [input.userId] });
    await notifyChange(tx, { users: [input.userId], topics: ['me'] });
  });
}
