import { mayGenerateQrTag } from '@craftwork/domain/access/ownership';
import { complianceSettingsOf } from '@craftwork/domain/compliance/settings';
import {
  isTagToken,
  TAG_TEXT,
  tagState,
  tagUrl,
  type TPublicScaffoldTag,
} from '@craftwork/domain/compliance/tag';
import { qrTagNumber } from '@craftwork/domain/records/qr-tag';
import { siteDateKey } from '@craftwork/domain/time/site-time';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import { consumeRateLimit, type TLimit } from '../../access/rate-limit.ts';
import { resolveScope, type Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { writeAudit } from '../audit/index.ts';
import { toScaffoldFacts } from '../compliance/index.ts';
import { requireCraftRecord } from '../records/index.ts';
import {
  auditTarget,
  ensureTagToken,
  findTagRecord,
  isRecordInScope,
  newTagToken,
  replaceTagToken,
} from './scaffold-tags.repository.ts';

/**
 * The public scaffold tag page (decision 171): the token in the printed QR code is the only
 * key; it answers one record's state and nothing else of its site. Regenerating the token
 * revokes the printed tag.
 */

/** Per client: a crew scanning tags all morning stays well under it; guessing is slowed. */
export const TAG_CLIENT_LIMIT: TLimit = { max: 120, windowSeconds: 600 };

export type TagPageServices = {
  db: Database;
  ip: string;
  limitMultiplier: number;
  /** The signed-in caller, if any. */
  userId: string | null;
};

const notFound = () => new AppError('NOT_FOUND', TAG_TEXT.invalid);

/** The record's id, only for a signed-in approved member of its site whose scope covers it. */
async function recordIdFor(
  db: Database,
  userId: string | null,
  record: { siteKey: string; recordId: string },
): Promise<string | null> {
  if (!userId) return null;
  const result = await resolveScope(db, userId);
  if (result.kind !== 'approved' || result.scope.siteKey !== record.siteKey) return null;
  return (await isRecordInScope(db, result.scope, record.recordId)) ? record.recordId : null;
}

/** scaffoldTags.get: the tag's colour, headline and reason, and what the printed tag shows. */
export async function getPublicTag(
  s: TagPageServices,
  token: string,
  now = new Date(),
): Promise<TPublicScaffoldTag> {
  const max = TAG_CLIENT_LIMIT.max * s.limitMultiplier;
  await consumeRateLimit(s.db, `scaffold-tag:${s.ip}`, { ...TAG_CLIENT_LIMIT, max });
  if (!isTagToken(token)) throw notFound();
  const row = await findTagRecord(s.db, token);
  if (!row) throw notFound();
  const facts = toScaffoldFacts(row);
  const { inspectionIntervalDays } = complianceSettingsOf(row.customizations);
  return {
    ...tagState(facts, inspectionIntervalDays, now),
    tagNumber: qrTagNumber(row.craftDetails),
    title: row.title,
    locationTitle: row.locationTitle ?? null,
    lastInspectionDay: facts.lastInspection
      ? siteDateKey(facts.lastInspection.at, row.timeZone)
      : null,
    timeZone: row.timeZone,
    recordId: await recordIdFor(s.db, s.userId, row),
  };
}

/** The printed tag's permission: canUpdateCraftRecords (Generate QR Code Tag). */
function requireTagPermission(scope: Scope) {
  if (!mayGenerateQrTag(scope)) throw new AppError('FORBIDDEN', TASK_MESSAGES.cannotGenerateQrTag);
}

export type TTagLink = { token: string; url: string };

/** scaffoldTags.forRecord: the record's public tag link (a token made on first use). */
export async function tagLinkForRecord(
  db: Database,
  scope: Scope,
  publicUrl: string,
  recordId: string,
): Promise<TTagLink> {
  requireTagPermission(scope);
  return db.transaction(async (tx) => {
    const record = await requireCraftRecord(tx, scope, recordId, true);
    const token = await ensureTagToken(tx, scope, record);
    return { token, url: tagUrl(publicUrl, token) };
  });
}

/** scaffoldTags.regenerate: a new token; the printed tag's old link stops working. */
export async function regenerateTag(
  db: Database,
  scope: Scope,
  publicUrl: string,
  recordId: string,
): Promise<TTagLink> {
  requireTagPermission(scope);
  return db.transaction(async (tx) => {
    const record = await requireCraftRecord(tx, scope, recordId, true);
    const token = newTagToken();
    await replaceTagToken(tx, record.id, token);
    await writeAudit(tx, {
      siteKey: scope.siteKey,
      actorId: scope.userId,
      area: 'compliance',
      action: 'updated',
      targetId: record.id,
      targetLabel: auditTarget(record),
      before: { tagLink: record.tagToken ? 'Previous link' : 'None' },
      after: { tagLink: 'Regenerated: the printed tag no longer opens' },
    });
    await notifyChange(tx, { site: scope.siteKey, topics: ['compliance'], ids: [record.id] });
    return { token, url: tagUrl(publicUrl, token) };
  });
}
