import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  NO_PERMISSIONS,
  PERMISSION_PRESETS,
  type TPermissionPreset,
} from '@craftwork/domain/access/permissions';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import type { Database } from '../../db/client.ts';
import { companies, events, siteUsers, users } from '../../db/schema.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { findMembership, findSiteByTypedKey } from './sites.repository.ts';
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
    await tx
      .insert(siteUsers)
      .values({ siteKey: site.siteKey, userId, approved: false, permissions: NO_PERMISSIONS });
    await tx
      .update(users)
      .set({ defaultSiteKey: site.siteKey, updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.defaultSiteKey)));
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    await tx.insert(events).values({
      id: randomUUID(),
      siteKey: site.siteKey,
      eventType: EVENT_TYPE.USER_REQUESTED_APPROVAL,
      title: user?.name ?? '',
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
      const [company] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.id, input.companyId), eq(companies.siteKey, input.siteKey)));
      if (!company) throw new AppError('BAD_REQUEST', NOT_AVAILABLE_MESSAGE);
    }
    const permissions = input.preset ? PERMISSION_PRESETS[input.preset] : member.permissions;
    await tx
      .update(siteUsers)
      .set({
        approved: true,
        approvedAt: new Date(),
        approvedBy: input.approverId,
        companyId: input.companyId,
        permissions,
      })
      .where(and(eq(siteUsers.siteKey, input.siteKey), eq(siteUsers.userId, input.userId)));
    await selectAllLocationsIfNone(tx, input.siteKey, input.userId);
    const [user] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, input.userId));
    // Approving again with a preset can take site admin away: what they made as one ends.
    await endWithMembership(
      tx,
      {
        siteKey: input.siteKey,
        userId: input.userId,
        memberLabel: user?.name ?? '',
        actorId: input.approverId,
      },
      member,
      { approved: true, permissions },
    );
    await tx.insert(events).values({
      id: randomUUID(),
      siteKey: input.siteKey,
      eventType: EVENT_TYPE.NEW_USER_APPROVED,
      title: user?.name ?? '',
      createdBy: input.approverId,
    });
    await writeAudit(tx, {
      siteKey: input.siteKey,
      actorId: input.approverId,
      area: 'users',
      action: 'approved',
      targetId: input.userId,
      targetLabel: user?.name ?? '',
      before: { approved: false, companyId: member.companyId },
      after: { approved: true, preset: input.preset, companyId: input.companyId },
    });
    await notifyChange(tx, { site: input.siteKey, topics: ['siteUsers'], ids: [input.userId] });
    await notifyChange(tx, { users: [input.userId], topics: ['me'] });
  });
}
