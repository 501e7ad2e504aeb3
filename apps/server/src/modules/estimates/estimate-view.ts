import { createHash, randomBytes } from 'node:crypto';
import type {
  TEstimateDetail,
  TEstimateSummary,
  TPublicEstimate,
} from '@craftwork/domain/billing/estimates';
import type { TLineRow } from '@craftwork/domain/billing/lines';
import { formatDocumentNumber } from '@craftwork/domain/billing/numbering';
import { ESTIMATE_STATUS_LABELS } from '@craftwork/domain/billing/transitions';
import { siteDateKey } from '@craftwork/domain/time/site-time';
import type { TBillingDocument } from '../billing/index.ts';
import type { JoinedEstimateRow } from './estimates.repository.ts';

export const estimateNumber = (n: number) => formatDocumentNumber('estimate', n);

export function toEstimateSummary(row: JoinedEstimateRow): TEstimateSummary {
  const e = row.estimate;
  return {
    id: e.id,
    number: estimateNumber(e.number),
    status: e.status,
    title: e.title,
    customerId: e.customerId,
    customerName: row.customerName,
    customerLocationId: e.customerLocationId,
    customerLocationAddress: row.address,
    subtotalCents: e.subtotalCents,
    taxCents: e.taxCents,
    totalCents: e.totalCents,
    timestampCreated: e.timestampCreated.toISOString(),
    sentAt: e.sentAt?.toISOString() ?? null,
    answeredAt: e.answeredAt?.toISOString() ?? null,
  };
}

export function toEstimateDetail(
  row: JoinedEstimateRow,
  lines: TLineRow[],
  invoice: { id: string; number: number | null } | null,
): TEstimateDetail {
  const e = row.estimate;
  return {
    ...toEstimateSummary(row),
    notes: e.notes,
    terms: e.terms,
    craftType: e.craftType,
    taxRateBp: e.taxRateBp,
    taxExempt: e.taxExempt,
    lines,
    sentTo: e.sentTo,
    approvedByName: e.approvedByName,
    changeComment: e.changeComment,
    hasSignature: e.signatureKey !== null,
    taskId: e.taskId,
    craftRecordId: e.craftRecordId,
    invoiceId: invoice?.id ?? null,
    invoiceNumber:
      invoice && invoice.number !== null ? formatDocumentNumber('invoice', invoice.number) : null,
  };
}

/**
 * What the public approval page shows: this estimate and the issuing site's name, nothing else;
 * its date and expiry are days on the site's clock, as the PDF prints them.
 */
export function toPublicEstimate(
  row: JoinedEstimateRow,
  lines: TLineRow[],
  site: { name: string; timezone: string },
): TPublicEstimate {
  const e = row.estimate;
  return {
    number: estimateNumber(e.number),
    status: e.status,
    siteName: site.name,
    estimateDate: siteDateKey(e.sentAt ?? e.timestampCreated, site.timezone),
    validUntil: e.approvalExpiresAt ? siteDateKey(e.approvalExpiresAt, site.timezone) : null,
    customerName: row.customerName,
    address: row.address,
    title: e.title,
    notes: e.notes,
    terms: e.terms,
    taxRateBp: e.taxRateBp,
    taxExempt: e.taxExempt,
    subtotalCents: e.subtotalCents,
    taxCents: e.taxCents,
    totalCents: e.totalCents,
    lines: lines.map((l) => ({
      name: l.name,
      description: l.description,
      unit: l.unit,
      quantityMilli: l.quantityMilli,
      unitPriceCents: l.unitPriceCents,
      discountCents: l.discountCents,
      taxable: l.taxable,
      amountCents: l.amountCents,
    })),
    expiresAt: (e.approvalExpiresAt ?? e.timestampLastModified).toISOString(),
    approvedByName: e.status === 'approved' ? e.approvedByName : null,
    changeComment: e.status === 'rejected' ? e.changeComment : null,
  };
}

/**
 * What the estimate's PDF shows: issued on the day it was sent (or made), valid until its
 * approval link expires.
 */
export function estimateDocument(
  row: JoinedEstimateRow,
  lines: TLineRow[],
  site: { name: string; timezone: string },
  signaturePng: Buffer | null,
): TBillingDocument {
  const e = row.estimate;
  return {
    kind: 'estimate',
    number: estimateNumber(e.number),
    siteName: site.name,
    whiteLabel: false,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    address: row.address,
    title: e.title,
    notes: e.notes,
    terms: e.terms,
    issueDate: siteDateKey(e.sentAt ?? e.timestampCreated, site.timezone),
    dueDate: e.approvalExpiresAt ? siteDateKey(e.approvalExpiresAt, site.timezone) : null,
    status: ESTIMATE_STATUS_LABELS[e.status],
    taxRateBp: e.taxRateBp,
    taxExempt: e.taxExempt,
    lines,
    subtotalCents: e.subtotalCents,
    taxCents: e.taxCents,
    totalCents: e.totalCents,
    approvedByName: e.status === 'approved' ? e.approvedByName : null,
    signaturePng: e.status === 'approved' ? signaturePng : null,
    paidCents: null,
    paidDate: null,
  };
}

/** A new approval link's secret: 32 random bytes, base64url (the URL carries it, never the database). */
export function newApprovalToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of an approval token: its SHA-256, so a leaked table opens nothing. */
export function approvalTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The public approval page's address. */
export function approvalLink(publicUrl: string, token: string): string {
  return `${publicUrl}/estimate-approval/${token}`;
}
