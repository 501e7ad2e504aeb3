import { ESTIMATE_MESSAGES, type TPublicEstimate } from '@craftwork/domain/billing/estimates';
import { consumeRateLimit, type TLimit } from '../../access/rate-limit.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { readerLanguage } from '../../i18n/reader-language.ts';
import { translator } from '../../i18n/translator.ts';
import { notifyChange } from '../../live/notify.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { signaturePngOrRefuse } from '../../storage/signature-png.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { writeAudit } from '../audit/index.ts';
import {
  estimateLineRows,
  findEstimateByTokenHash,
  type JoinedEstimateRow,
  type TEstimateChanges,
  updateEstimateRow,
} from '../estimates/index.ts';
import { approvalTokenHash, estimateNumber, toPublicEstimate } from '../estimates/index.ts';
import { findSiteHeading, findUserContact } from './estimate-approval.repository.ts';

/**
 * The public approval page (decision 163): no sign-in; the token in the link is the only key.
 * It answers one estimate, once, until it expires; every call is rate-limited per client and
 * token, and per client.
 */

export type ApprovalServices = {
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
  publicUrl: string;
  ip: string;
  /** RATE_LIMIT_MULTIPLIER (tests and load runs raise the limits). */
  limitMultiplier: number;
  log: (message: string) => void;
};

/** Per client and token: a person reading, approving and retrying stays well under it. */
export const APPROVAL_TOKEN_LIMIT: TLimit = { max: 30, windowSeconds: 600 };
/** Per client over every token: guessing tokens from one address is slowed down. */
export const APPROVAL_CLIENT_LIMIT: TLimit = { max: 120, windowSeconds: 600 };

async function limit(s: ApprovalServices, hash: string): Promise<void> {
  const scaled = (l: TLimit): TLimit => ({ ...l, max: l.max * s.limitMultiplier });
  await consumeRateLimit(s.db, `estimate-approval:${s.ip}`, scaled(APPROVAL_CLIENT_LIMIT));
  await consumeRateLimit(s.db, `estimate-approval:${s.ip}:${hash}`, scaled(APPROVAL_TOKEN_LIMIT));
}

/** The estimate of a token: unknown → not found; still open but past its expiry → expired. */
async function byToken(
  db: DbOrTx,
  hash: string,
  now: Date,
  options: { forUpdate?: boolean; answerable?: boolean } = {},
): Promise<JoinedEstimateRow> {
  const row = await findEstimateByTokenHash(db, hash, options);
  if (!row) throw new AppError('NOT_FOUND', ESTIMATE_MESSAGES.linkInvalid);
  const e = row.estimate;
  if (e.status === 'sent' && (!e.approvalExpiresAt || e.approvalExpiresAt <= now))
    throw new AppError('BAD_REQUEST', ESTIMATE_MESSAGES.linkExpired);
  // An answered estimate is shown with its answer; it takes no second one.
  if (options.answerable && e.status !== 'sent')
    throw new AppError('CONFLICT', ESTIMATE_MESSAGES.linkUsed);
  return row;
}

async function siteOf(db: DbOrTx, siteKey: string): Promise<{ name: string; timezone: string }> {
  return (await findSiteHeading(db, siteKey)) ?? { name: '', timezone: 'UTC' };
}

async function publicView(db: DbOrTx, row: JoinedEstimateRow): Promise<TPublicEstimate> {
  const lines = await estimateLineRows(db, row.estimate.id);
  return toPublicEstimate(row, lines, await siteOf(db, row.estimate.siteKey));
}

/** get: the estimate as the customer reads it (or its answer, once answered). */
export async function getPublicEstimate(
  s: ApprovalServices,
  token: string,
  now = new Date(),
): Promise<TPublicEstimate> {
  const hash = approvalTokenHash(token);
  await limit(s, hash);
  return publicView(s.db, await byToken(s.db, hash, now));
}

/** The token's estimate for the public PDF route: known and not expired (answered ones too). */
export async function estimateOfToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<JoinedEstimateRow> {
  return byToken(db, approvalTokenHash(token), now);
}

type TAnswer =
  { kind: 'approve'; name: string; signature: string } | { kind: 'changes'; comment: string };

/**
 * approve / requestChanges: the open (sent, unexpired) estimate of the token takes the
 * customer's answer once; its creator is told by mail.
 */
export async function answerEstimate(
  s: ApprovalServices,
  token: string,
  answer: TAnswer,
  now = new Date(),
): Promise<TPublicEstimate> {
  const hash = approvalTokenHash(token);
  await limit(s, hash);
  // The token first: an unknown, expired or used link costs no image decoding (issue 31).
  await byToken(s.db, hash, now, { answerable: true });
  const png =
    answer.kind === 'approve'
      ? await signaturePngOrRefuse(answer.signature, {
          tooLarge: ESTIMATE_MESSAGES.signatureTooLarge,
          invalid: ESTIMATE_MESSAGES.signatureRequired,
        })
      : null;
  const row = await s.db.transaction(async (tx) => {
    const found = await byToken(tx, hash, now, { forUpdate: true, answerable: true });
    const e = found.estimate;
    let set: TEstimateChanges;
    if (answer.kind === 'approve' && png) {
      const signatureKey = `estimates/${e.siteKey}/${e.id}/signature.png`;
      await s.storage.put(signatureKey, png);
      set = { status: 'approved', approvedByName: answer.name, signatureKey, changeComment: null };
    } else {
      set = { status: 'rejected', changeComment: answer.kind === 'changes' ? answer.comment : '' };
    }
    await updateEstimateRow(tx, e.id, { ...set, answeredAt: now, timestampLastModified: now });
    await writeAudit(tx, {
      siteKey: e.siteKey,
      actorId: null,
      area: 'billing',
      action: answer.kind === 'approve' ? 'approved' : 'rejected',
      targetId: e.id,
      targetLabel: `Estimate ${estimateNumber(e.number)}`,
      after:
        answer.kind === 'approve'
          ? { status: 'approved', approvedByName: answer.name }
          : { status: 'rejected', changeComment: answer.comment },
    });
    await notifyChange(tx, { site: e.siteKey, topics: ['billing'], ids: [e.id] });
    const answered = await findEstimateByTokenHash(tx, hash);
    if (!answered) throw new AppError('NOT_FOUND', ESTIMATE_MESSAGES.linkInvalid);
    return answered;
  });
  await tellCreator(s, row, answer);
  return publicView(s.db, row);
}

/**
 * The estimate's creator hears of the answer in their language (through the outbox); a failed
 * delivery is logged.
 */
async function tellCreator(s: ApprovalServices, row: JoinedEstimateRow, answer: TAnswer) {
  const e = row.estimate;
  if (!e.createdBy) return;
  const creator = await findUserContact(s.db, e.createdBy, e.siteKey);
  if (!creator?.email) return;
  // In the creator's language, else the site's (issue 37).
  const { t } = translator(readerLanguage(creator.language, creator.siteDefaultLanguage));
  const number = estimateNumber(e.number);
  const link = `${s.publicUrl}/customers/estimates/${e.id}`;
  const mail =
    answer.kind === 'approve'
      ? {
          subject: t('mail', 'estimateApproved.subject', { number }),
          text: t('mail', 'estimateApproved.text', {
            customer: row.customerName,
            number,
            signer: answer.name,
            link,
          }),
        }
      : {
          subject: t('mail', 'estimateChangesRequested.subject', { number }),
          text: t('mail', 'estimateChangesRequested.text', {
            customer: row.customerName,
            number,
            comment: answer.comment,
            link,
          }),
        };
  try {
    await s.mailer.send({ to: creator.email, kind: 'estimate-answered', ...mail });
  } catch (error) {
    s.log(`estimate answer mail for ${e.id} failed: ${String(error)}`);
  }
}
