import { randomUUID } from 'node:crypto';
import {
  INVOICE_MESSAGES,
  invoiceTitle,
  type TInvoiceDetail,
  type TInvoiceSummary,
} from '@craftwork/domain/billing/invoices';
import { LINE_MESSAGES, type TLine } from '@craftwork/domain/billing/lines';
import {
  documentTotals,
  lineAmount,
  MAX_CENTS,
  MAX_QUANTITY_MILLI,
  type TTotals,
} from '@craftwork/domain/billing/money';
import { balanceDue } from '@craftwork/domain/billing/payments';
import { formatDocumentNumber } from '@craftwork/domain/billing/numbering';
import { isOverdue } from '@craftwork/domain/billing/overdue';
import { billingSettingsOf, remitToOf, type TRemitTo } from '@craftwork/domain/billing/settings';
import { INVOICE_STATUS_LABELS } from '@craftwork/domain/billing/transitions';
import { siteDateKey } from '@craftwork/domain/time/site-time';
import type { Scope } from '../../access/scope.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { writeAudit, type AuditEntry } from '../audit/index.ts';
import type { TBillingDocument } from '../billing/index.ts';
import type { SiteConfig, SiteSource } from '../../site-config/site-config.ts';
import {
  invoiceLineRows,
  invoiceRow,
  siteCompanyName,
  type InvoiceSummaryRow,
  type NewInvoiceLine,
} from './invoices.repository.ts';
import { paymentsOfInvoice } from './payments.repository.ts';

/** What the invoice services need beyond their input. */
export type InvoiceServices = {
  db: Database;
  scope: Scope;
  site: SiteSource;
  mailer: Mailer;
  log: (message: string) => void;
};

/** The site's calendar day now (YYYY-MM-DD, in the site's time zone). */
export function siteToday(site: Pick<SiteConfig, 'timezone'>, now: Date): string {
  return siteDateKey(now, site.timezone);
}

/** INV-0001; '' for a draft not numbered yet (numbered when first saved with a line or sent). */
export const invoiceNumber = (n: number | null) =>
  n === null ? '' : formatDocumentNumber('invoice', n);

export function toSummary(row: InvoiceSummaryRow, today: string): TInvoiceSummary {
  return {
    id: row.id,
    number: invoiceNumber(row.number),
    status: row.status,
    overdue: isOverdue(row, today),
    customerId: row.customerId,
    customerName: row.customerName,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    subtotalCents: row.subtotalCents,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    paidCents: row.paidCents,
    balanceCents: balanceDue(row.totalCents, row.paidCents),
    paidDate: row.paidDate,
    estimateId: row.estimateId,
    estimateNumber:
      row.estimateNumber === null ? null : formatDocumentNumber('estimate', row.estimateNumber),
  };
}

/** An invoice of the caller's site as its page shows it, with the customer's e-mail. */
export async function loadInvoiceDetail(
  db: DbOrTx,
  siteKey: string,
  id: string,
  today: string,
): Promise<TInvoiceDetail & { customerEmail: string }> {
  const row = await invoiceRow(db, siteKey, id);
  if (!row) throw new AppError('NOT_FOUND', INVOICE_MESSAGES.notFound);
  const lines = await invoiceLineRows(db, id);
  const payments = await paymentsOfInvoice(db, id);
  return {
    ...toSummary(row, today),
    customerLocationId: row.customerLocationId,
    customerLocationAddress: row.customerLocationAddress,
    customerEmail: row.customerEmail,
    notes: row.notes,
    netDays: row.netDays,
    taxRateBp: row.taxRateBp,
    taxExempt: row.taxExempt,
    lines,
    sentAt: row.sentAt?.toISOString() ?? null,
    sentTo: row.sentTo,
    payments,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    craftRecordId: row.craftRecordId,
  };
}

/** The remit-to block a site's invoices print: its billing settings and managing company. */
export async function remitToOfSite(db: DbOrTx, site: SiteConfig): Promise<TRemitTo | null> {
  const remitTo = remitToOf(billingSettingsOf(site.customizations), null);
  if (!remitTo || !site.managingCompanyId) return remitTo;
  return {
    ...remitTo,
    companyName: await siteCompanyName(db, site.siteKey, site.managingCompanyId),
  };
}

/** What the invoice's PDF shows. */
export function billingDocumentOf(
  invoice: TInvoiceDetail & { customerEmail: string },
  siteName: string,
  remitTo: TRemitTo | null,
): TBillingDocument {
  return {
    kind: 'invoice',
    number: invoice.number,
    siteName,
    remitTo,
    whiteLabel: false,
    customerName: invoice.customerName,
    customerEmail: invoice.customerEmail,
    address: invoice.customerLocationAddress,
    title: '',
    notes: invoice.notes,
    terms: '',
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    status: INVOICE_STATUS_LABELS[invoice.status],
    taxRateBp: invoice.taxRateBp,
    taxExempt: invoice.taxExempt,
    lines: invoice.lines,
    subtotalCents: invoice.subtotalCents,
    taxCents: invoice.taxCents,
    totalCents: invoice.totalCents,
    approvedByName: null,
    signaturePng: null,
    // A sent invoice prints what is paid and the balance due; a draft or void one neither.
    paidCents: invoice.status === 'draft' || invoice.status === 'void' ? null : invoice.paidCents,
    paidDate: invoice.paidDate,
  };
}

/**
 * Typed lines as stored rows: amounts computed, a discount larger than the line refused.
 * `taskIdOf` gives the task a line keeps billing (a draft's lines are replaced on save).
 */
export function lineRows<L extends TLine>(
  lines: readonly L[],
  taskIdOf: (line: L) => string | null = () => null,
): NewInvoiceLine[] {
  return lines.map((line, position) => {
    const amountCents = lineAmount(line);
    if (amountCents < 0) throw new AppError('BAD_REQUEST', LINE_MESSAGES.discount);
    if (amountCents > MAX_CENTS || line.quantityMilli > MAX_QUANTITY_MILLI)
      throw new AppError('BAD_REQUEST', INVOICE_MESSAGES.tooLarge);
    return {
      pricebookItemId: line.pricebookItemId,
      name: line.name,
      description: line.description,
      unit: line.unit,
      quantityMilli: line.quantityMilli,
      unitPriceCents: line.unitPriceCents,
      discountCents: line.discountCents,
      taxable: line.taxable,
      id: randomUUID(),
      position,
      amountCents,
      taskId: taskIdOf(line),
    };
  });
}

/** Audit entry (area 'billing') and the live 'billing' topic, in the changing transaction. */
export async function recordInvoiceChange(
  tx: DbOrTx,
  scope: Scope,
  entry: Pick<AuditEntry, 'action' | 'before' | 'after'> & { id: string; number: string },
): Promise<void> {
  await writeAudit(tx, {
    siteKey: scope.siteKey,
    actorId: scope.userId,
    area: 'billing',
    action: entry.action,
    targetId: entry.id,
    targetLabel: invoiceTitle(entry.number),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
  await notifyChange(tx, { site: scope.siteKey, topics: ['billing'], ids: [entry.id] });
}

/** A document's totals, refused when they would not fit (every amount is at most MAX_CENTS). */
export function boundedTotals(
  lines: readonly NewInvoiceLine[],
  taxRateBp: number,
  taxExempt: boolean,
): TTotals {
  const totals = documentTotals(lines, taxRateBp, taxExempt);
  if (totals.totalCents > MAX_CENTS) throw new AppError('BAD_REQUEST', INVOICE_MESSAGES.tooLarge);
  return totals;
}
