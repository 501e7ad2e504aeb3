import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  APPROVAL_LINK_DAYS,
  ESTIMATE_MESSAGES,
  type TEstimateDetail,
  type TEstimateSummary,
  type ZEstimateInput,
  type ZEstimateListInput,
} from '@craftwork/domain/billing/estimates';
import { CUSTOMER_MESSAGES } from '@craftwork/domain/billing/customers';
import { LINE_MESSAGES } from '@craftwork/domain/billing/lines';
import { documentTotals, lineAmount } from '@craftwork/domain/billing/money';
import { parseDocumentNumber } from '@craftwork/domain/billing/numbering';
import { billingSettingsOf } from '@craftwork/domain/billing/settings';
import { mayMoveEstimate, type TEstimateStatus } from '@craftwork/domain/billing/transitions';
import { formatMoney } from '@craftwork/domain/i18n/format';
import type { TLanguage } from '@craftwork/domain/i18n/languages';
import type { Scope } from '../../access/scope.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { readerLanguage } from '../../i18n/reader-language.ts';
import { translator } from '../../i18n/translator.ts';
import { notifyChange } from '../../live/notify.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { writeAudit } from '../audit/index.ts';
import { renderBillingPdf } from '../billing/index.ts';
import { nextDocumentNumber } from '../billing/index.ts';
import type { SiteConfig, SiteSource } from '../../site-config/site-config.ts';
import {
  estimateLineRows,
  findEstimate,
  insertEstimate,
  invoiceOfEstimate,
  type JoinedEstimateRow,
  listEstimateRows,
  replaceEstimateLines,
  sitePricebookIds,
  type TEstimateChanges,
  updateEstimateRow,
} from './estimates.repository.ts';
import { findLiveCustomer, isLiveLocationOf } from '../customers/index.ts';
import {
  approvalLink,
  approvalTokenHash,
  estimateDocument,
  estimateNumber,
  newApprovalToken,
  toEstimateDetail,
  toEstimateSummary,
} from './estimate-view.ts';

/** What the estimate services need beyond their input. */
export type EstimateServices = {
  db: Database;
  scope: Scope;
  site: SiteSource;
  mailer: Mailer;
  storage: FileStorage;
  publicUrl: string;
  log: (message: string) => void;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** list: the site's estimates, newest first, by number, title or customer name, status, customer. */
export async function listEstimates(
  db: Database,
  scope: Scope,
  input: z.output<typeof ZEstimateListInput>,
): Promise<TEstimateSummary[]> {
  const text = input.search.trim();
  const rows = await listEstimateRows(db, scope.siteKey, {
    text,
    number: text ? parseDocumentNumber('estimate', text) : null,
    status: input.status,
    customerId: input.customerId,
  });
  return rows.map(toEstimateSummary);
}

async function requireEstimate(
  db: DbOrTx,
  siteKey: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<JoinedEstimateRow> {
  const row = await findEstimate(db, siteKey, id, options);
  if (!row) throw new AppError('NOT_FOUND', ESTIMATE_MESSAGES.notFound);
  return row;
}

/** get: one estimate with its lines and the task and invoice made from it. */
export async function getEstimate(
  db: Database,
  scope: Scope,
  id: string,
): Promise<TEstimateDetail> {
  const row = await requireEstimate(db, scope.siteKey, id);
  const [lines, invoice] = await Promise.all([estimateLineRows(db, id), invoiceOfEstimate(db, id)]);
  return toEstimateDetail(row, lines, invoice);
}

/**
 * save: creates a draft (numbered at once, in the inserting transaction, so numbers stay
 * consecutive) or changes a draft's fields and lines; totals at the site's tax rate, none for a
 * tax-exempt customer.
 */
export async function saveEstimate(
  s: EstimateServices,
  input: z.output<typeof ZEstimateInput>,
  now = new Date(),
): Promise<{ id: string; number: string }> {
  const { siteKey, userId } = s.scope;
  const site = await s.site();
  const customer = await findLiveCustomer(s.db, siteKey, input.customerId);
  if (!customer) throw new AppError('BAD_REQUEST', CUSTOMER_MESSAGES.notFound);
  if (
    input.customerLocationId &&
    !(await isLiveLocationOf(s.db, siteKey, customer.id, input.customerLocationId))
  )
    throw new AppError('BAD_REQUEST', CUSTOMER_MESSAGES.locationNotFound);
  const itemIds = [
    ...new Set(input.lines.flatMap((l) => (l.pricebookItemId ? [l.pricebookItemId] : []))),
  ];
  const known = await sitePricebookIds(s.db, siteKey, itemIds);
  if (itemIds.some((id) => !known.has(id)))
    throw new AppError('BAD_REQUEST', ESTIMATE_MESSAGES.pricebookItemGone);
  if (input.lines.some((l) => lineAmount(l) < 0))
    throw new AppError('BAD_REQUEST', LINE_MESSAGES.discount);

  const { taxRateBp } = billingSettingsOf(site.customizations);
  const totals = documentTotals(input.lines, taxRateBp, customer.isTaxExempt);
  const fields = {
    customerId: customer.id,
    customerLocationId: input.customerLocationId,
    title: input.title,
    notes: input.notes,
    terms: input.terms,
    craftType: input.craftType,
    taxRateBp,
    taxExempt: customer.isTaxExempt,
    ...totals,
    lastModifiedBy: userId,
    timestampLastModified: now,
  };

  return s.db.transaction(async (tx) => {
    let id = input.id;
    let number: number;
    if (id) {
      const row = await requireEstimate(tx, siteKey, id, { forUpdate: true });
      if (row.estimate.status !== 'draft')
        throw new AppError('CONFLICT', ESTIMATE_MESSAGES.notEditable);
      number = row.estimate.number;
      await updateEstimateRow(tx, id, fields);
    } else {
      id = randomUUID();
      number = await nextDocumentNumber(tx, siteKey, 'estimate');
      await insertEstimate(tx, {
        id,
        siteKey,
        number,
        status: 'draft',
        createdBy: userId,
        timestampCreated: now,
        ...fields,
      });
    }
    await replaceEstimateLines(tx, id, input.lines);
    await changed(tx, s.scope, id, estimateNumber(number), input.id ? 'updated' : 'created', {
      status: 'draft',
      totalCents: totals.totalCents,
    });
    return { id, number: estimateNumber(number) };
  });
}

/** The audit entry (area 'billing') and the live 'billing' topic, in the changing transaction. */
async function changed(
  tx: DbOrTx,
  scope: Scope,
  id: string,
  label: string,
  action: 'created' | 'updated' | 'approved' | 'rejected',
  after: Record<string, unknown>,
): Promise<void> {
  await writeAudit(tx, {
    siteKey: scope.siteKey,
    actorId: scope.userId,
    area: 'billing',
    action,
    targetId: id,
    targetLabel: `Estimate ${label}`,
    after,
  });
  await notifyChange(tx, { site: scope.siteKey, topics: ['billing'], ids: [id] });
}

/**
 * Moves an estimate from a status `mayMoveEstimate` allows to `to`, with `set` applied, in one
 * transaction with its row locked; `refusal` when the move is not allowed.
 */
async function move(
  s: EstimateServices,
  id: string,
  to: TEstimateStatus,
  refusal: string,
  set: TEstimateChanges,
  now: Date,
): Promise<JoinedEstimateRow> {
  return s.db.transaction(async (tx) => {
    const row = await requireEstimate(tx, s.scope.siteKey, id, { forUpdate: true });
    if (!mayMoveEstimate(row.estimate.status, to)) throw new AppError('CONFLICT', refusal);
    await updateEstimateRow(tx, id, {
      ...set,
      status: to,
      lastModifiedBy: s.scope.userId,
      timestampLastModified: now,
    });
    const action = to === 'rejected' ? 'rejected' : 'updated';
    await changed(tx, s.scope, id, estimateNumber(row.estimate.number), action, { status: to });
    return row;
  });
}

/**
 * send: Draft or Sent → Sent. A new approval link replaces any earlier one (only its SHA-256 is
 * kept; it expires after APPROVAL_LINK_DAYS), the site's current tax rate is kept with the
 * totals, and the customer is mailed the PDF and the link (through the outbox).
 */
export async function sendEstimate(
  s: EstimateServices,
  id: string,
  now = new Date(),
): Promise<{ sentTo: string }> {
  const site = await s.site();
  const before = await requireEstimate(s.db, s.scope.siteKey, id);
  if (!mayMoveEstimate(before.estimate.status, 'sent'))
    throw new AppError('CONFLICT', ESTIMATE_MESSAGES.notSendable);
  const to = before.customerEmail.trim();
  if (!to) throw new AppError('BAD_REQUEST', ESTIMATE_MESSAGES.noEmail);
  const lines = await estimateLineRows(s.db, id);
  if (!lines.length) throw new AppError('BAD_REQUEST', LINE_MESSAGES.none);

  const token = newApprovalToken();
  const { taxRateBp, estimateTerms } = billingSettingsOf(site.customizations);
  const totals = documentTotals(lines, taxRateBp, before.customerTaxExempt);
  await move(
    s,
    id,
    'sent',
    ESTIMATE_MESSAGES.notSendable,
    {
      sentAt: now,
      sentTo: to,
      approvalTokenHash: approvalTokenHash(token),
      approvalExpiresAt: new Date(now.getTime() + APPROVAL_LINK_DAYS * DAY_MS),
      answeredAt: null,
      approvedByName: null,
      changeComment: null,
      taxRateBp,
      taxExempt: before.customerTaxExempt,
      terms: before.estimate.terms.trim() ? before.estimate.terms : estimateTerms,
      ...totals,
    },
    now,
  );
  const row = await requireEstimate(s.db, s.scope.siteKey, id);
  // The customer reads it in the site's language (a customer is no user with a language).
  const pdf = await renderBillingPdf({
    ...estimateDocument(row, lines, site, null),
    language: readerLanguage(null, site.defaultLanguage),
  });
  const number = estimateNumber(row.estimate.number);
  try {
    await s.mailer.send({
      to,
      kind: 'estimate',
      // The customer's contact is not a user: the site's default language (issue 37).
      ...estimateMail(readerLanguage(null, site.defaultLanguage), {
        siteName: site.name,
        customerName: row.customerName,
        number,
        totalCents: row.estimate.totalCents,
        link: approvalLink(s.publicUrl, token),
      }),
      attachments: [
        {
          filename: `${number}.pdf`,
          contentType: 'application/pdf',
          contentBase64: pdf.toString('base64'),
        },
      ],
    });
  } catch (error) {
    // The outbox keeps the message; a failed delivery does not undo the send.
    s.log(`estimate mail for ${id} failed: ${String(error)}`);
  }
  return { sentTo: to };
}

/** The estimate e-mail to the customer, in `language` (money in its format). */
export function estimateMail(
  language: TLanguage,
  m: {
    siteName: string;
    customerName: string;
    number: string;
    totalCents: number;
    link: string;
  },
): { subject: string; text: string } {
  const { t } = translator(language);
  return {
    subject: t('accountMail', 'estimate.subject', { number: m.number, siteName: m.siteName }),
    text: t('accountMail', 'estimate.text', {
      customerName: m.customerName,
      siteName: m.siteName,
      number: m.number,
      total: formatMoney(m.totalCents, language),
      days: APPROVAL_LINK_DAYS,
      link: m.link,
    }),
  };
}

/** revise: a rejected estimate back to Draft; its old approval link stops working. */
export async function reviseEstimate(
  s: EstimateServices,
  id: string,
  now = new Date(),
): Promise<{ ok: true }> {
  await move(
    s,
    id,
    'draft',
    ESTIMATE_MESSAGES.notRevisable,
    { approvalTokenHash: null, approvalExpiresAt: null },
    now,
  );
  return { ok: true };
}

/** markRejected: the customer's answer given in person (Sent → Rejected). */
export async function markEstimateRejected(
  s: EstimateServices,
  id: string,
  now = new Date(),
): Promise<{ ok: true }> {
  await move(s, id, 'rejected', ESTIMATE_MESSAGES.notRejectable, { answeredAt: now }, now);
  return { ok: true };
}

/**
 * The estimate's PDF for the signed-in money users of its site (with the signature once
 * approved), in the `language` of the one downloading it.
 */
export async function estimatePdf(
  db: Database,
  storage: FileStorage,
  site: SiteConfig,
  id: string,
  language?: TLanguage,
): Promise<{ filename: string; pdf: Buffer }> {
  const row = await requireEstimate(db, site.siteKey, id);
  return renderEstimatePdf(db, storage, site, row, language);
}

/**
 * The PDF of a loaded estimate, the signature read from storage when there is one; in
 * `language`, else the site's default (the customer's copy).
 */
export async function renderEstimatePdf(
  db: DbOrTx,
  storage: FileStorage,
  site: { name: string; timezone: string; defaultLanguage?: string | null },
  row: JoinedEstimateRow,
  language: TLanguage = readerLanguage(null, site.defaultLanguage),
): Promise<{ filename: string; pdf: Buffer }> {
  const lines = await estimateLineRows(db, row.estimate.id);
  const signature = row.estimate.signatureKey
    ? await readAll(storage, row.estimate.signatureKey)
    : null;
  const pdf = await renderBillingPdf({
    ...estimateDocument(row, lines, site, signature),
    language,
  });
  return { filename: `${estimateNumber(row.estimate.number)}.pdf`, pdf };
}

async function readAll(storage: FileStorage, key: string): Promise<Buffer | null> {
  const opened = await storage.open(key);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
