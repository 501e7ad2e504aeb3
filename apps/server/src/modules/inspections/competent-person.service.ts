import type { Database } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { writeAudit } from '../audit/index.ts';
import { findMemberFlag, setMemberFlag } from './inspections.repository.ts';

/**
 * inspections.setCompetentPerson (site admins): marks a member of the site as a competent
 * person, who may complete scaffold inspections when the site asks for one. Audited under
 * Compliance; the member's screens and the user admin pages refetch.
 */
export async function setCompetentPerson(
  db: Database,
  actor: { siteKey: string; actorId: string },
  input: { userId: string; competent: boolean },
): Promise<{ competentPerson: boolean }> {
  const { siteKey, actorId } = actor;
  return db.transaction(async (tx) => {
    const member = await findMemberFlag(tx, siteKey, input.userId);
    if (!member) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
    if (member.competentPerson === input.competent) return { competentPerson: input.competent };
    await setMemberFlag(tx, siteKey, input.userId, input.competent);
    await writeAudit(tx, {
      siteKey,
      actorId,
      area: 'compliance',
      action: 'updated',
      targetId: input.userId,
      targetLabel: member.name,
      before: { competentPerson: member.competentPerson },
      after: { competentPerson: input.competent },
    });
    await notifyChange(tx, { users: [input.userId], topics: ['me'] });
    await notifyChange(tx, { site: siteKey, topics: ['siteUsers'], ids: [input.userId] });
    return { competentPerson: input.competent };
  });
}
