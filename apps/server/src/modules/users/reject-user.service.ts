import { USER_MESSAGES, type TUserIdInput } from '@craftwork/domain/admin/users';
import type { Database } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { writeAudit } from '../audit/index.ts';
import type { TActor } from './approve-user.service.ts';
import { deleteMembership, findSiteMember } from './users.repository.ts';

/** users.reject: removes a pending application (an approved member is removed instead). */
export async function rejectUser(db: Database, actor: TActor, input: TUserIdInput) {
  const { siteKey, actorId } = actor;
  await db.transaction(async (tx) => {
    const member = await findSiteMember(tx, siteKey, input.userId);
    if (!member) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
    if (member.approved) throw new AppError('CONFLICT', USER_MESSAGES.notPending);
    await deleteMembership(tx, siteKey, input.userId);
    // The user's notice before any site notice: a stream whose user lost the site ends
    // after the first batch of notices it meets (decision 106), so `me` must be in it.
    await notifyChange(tx, { users: [input.userId], topics: ['me'] });
    await writeAudit(tx, {
      siteKey,
      actorId,
      area: 'users',
      action: 'rejected',
      targetId: input.userId,
      targetLabel: member.name,
      before: { approved: false, email: member.email },
      after: null,
    });
    // The user's notice first: a user who lost the site has their stream ended after it.
    await notifyChange(tx, { site: siteKey, topics: ['siteUsers'], ids: [input.userId] });
  });
  return { ok: true as const };
}
