import type { TUserIdInput } from '@craftwork/domain/admin/users';
import type { Database } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import type { TActor } from './approve-user.service.ts';
import { takeOffSite } from './take-off-site.ts';
import { findSiteMember, lockSite } from './users.repository.ts';

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
    await takeOffSite(tx, {
      siteKey,
      actorId,
      member,
      action: 'removed',
      after: null,
      endSessions: false,
    });
  });
  return { ok: true as const };
}
