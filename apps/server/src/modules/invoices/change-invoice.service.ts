import type { z } from 'zod';
import type { ZInvoiceInput } from '@craftwork/domain/billing/invoices';
import {
  formatInvoiceDay,
  INVOICE_MESSAGES,
  numberInvoiceNow,
} from '@craftwork/domain/billing/invoices';
import { formatMoney } from '@craftwork/domain/billing/money';
import { LINE_MESSAGES, type TLine } from '@craftwork/domain/billing/lines';
import { PAYMENT_MESSAGES } from '@craftwork/domain/billing/payments';
import { dueDateFor } from '@craftwork/domain/billing/overdue';
import { billingSettingsOf } from '@craftwork/domain/billing/settings';
import {
  invoiceLinesEditable,
  mayMoveInvoice,
  type TInvoiceStatus,
} from '@craftwork/domain/billing/transitions';
import { formatDate, formatMoney as formatMoneyIn } from '@craftwork/domain/i18n/format';
import type { TLanguage } from '@craftwork/domain/i18n/languages';
import { isCalendarDay } from '@craftwork/domain/inventory/rental-days';
import type { Transaction } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import { readerLanguage } from '../../i18n/reader-language.ts';
import { translator } from '../../i18n/translator.ts';
import { renderBillingPdf } from '../billing/index.ts';
import { nextDocumentNumber } from '../billing/index.ts';
import {
  invoiceLineRows,
  lockInvoice,
  replaceInvoiceLines,
  updateInvoice,
} from './invoices.repository.ts';
import { releaseTasks } from './billed-tasks.repository.ts';
import { findLiveCustomer, isLiveLocationOf } from '../customers/index.ts';
import {
  billingDocumentOf,
  boundedTotals,
  invoiceNumber,
  lineRows,
  loadInvoiceDetail,
  recordInvoiceChange,
  remitToOfSite,
  siteToday,
  type InvoiceServices,
} from './invoice-view.ts';

type TInvoiceInput = z.output<typeof ZInvoiceInput>;

const INVALID_DATE = 'Please enter a valid date.';

/** The invoice locked in the transaction; not there (or another site's): NOT_FOUND. */
async function locked(tx: Transaction, siteKey: string, id: string) {
  const row = await lockInvoice(tx, siteKey, id);
  if (!row) throw new AppError('NOT_FOUND', INVOICE_MESSAGES.notFound);
  return row;
}

/**
 * invoices.save: a draft's location, notes, issue date, net days and lines (replaced; totals
 * recomputed at the site's current tax rate and the customer's exemption). A sent, paid or
 * void invoice refuses: it is voided and issued anew instead. A task line keeps billing its
 * task while a line of that name stays; a task whose line is gone is free to bill again.
 */
export async function saveInvoice(s: InvoiceServices, input: TInvoiceInput, now = new Date()) {
  const { siteKey } = s.scope;
  if (!isCalendarDay(input.issueDate)) throw new AppError('BAD_REQUEST', INVALID_DATE);
  const site = await s.site();
  const settings = billingSettingsOf(site.customizations);
  return s.db.transaction(async (tx) => {
    const invoice = await locked(tx, siteKey, input.id);
    if (!invoiceLinesEditable(invoice.status))
      throw new AppError('CONFLICT', INVOICE_MESSAGES.linesLocked);
    const customer = await findLiveCustomer(tx, siteKey, invoice.customerId);
    if (!customer) throw new AppError('BAD_REQUEST', INVOICE_MESSAGES.customerRequired);
    if (
      input.customerLocationId &&
      !(await isLiveLocationOf(tx, siteKey, customer.id, input.customerLocationId))
    )
      throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
    const taskLines = (await invoiceLineRows(tx, invoice.id)).filter((l) => l.taskId);
    const taskIdOf = (line: TLine) => {
      const i = taskLines.findIndex((l) => l.name === line.name);
      if (i < 0) return null;
      const [match] = taskLines.splice(i, 1);
      return match?.taskId ?? null;
    };
    const lines = lineRows(input.lines, taskIdOf);
    const totals = boundedTotals(lines, settings.taxRateBp, customer.isTaxExempt);
    await replaceInvoiceLines(tx, invoice.id, lines);
    await releaseTasks(
      tx,
      invoice.id,
      lines.map((l) => l.taskId).filter((id): id is string => id !== null),
    );
    // A blank draft takes its number with its first line.
    const number = numberInvoiceNow(invoice.number, lines.length)
      ? await nextDocumentNumber(tx, siteKey, 'invoice')
      : invoice.number;
    const change = {
      number,
      customerLocationId: input.customerLocationId,
      notes: input.notes,
      issueDate: input.issueDate,
      netDays: input.netDays,
      dueDate: dueDateFor(input.issueDate, input.netDays),
      taxRateBp: settings.taxRateBp,
      taxExempt: customer.isTaxExempt,
      ...totals,
    };
    await updateInvoice(tx, invoice.id, {
      ...change,
      lastModifiedBy: s.scope.userId,
      timestampLastModified: now,
    });
    await recordInvoiceChange(tx, s.scope, {
      action: 'updated',
      id: invoice.id,
      number: invoiceNumber(number),
      before: { totalCents: invoice.totalCents, lines: null },
      after: { totalCents: totals.totalCents, lines: lines.length },
    });
    return { ok: true as const };
  });
}

/** Why an invoice with live payments (Partially paid, Paid) refuses a move. */
const hasPayments = (to: TInvoiceStatus) =>
  to === 'void' ? PAYMENT_MESSAGES.invoiceHasPayments : INVOICE_MESSAGES.notSendable;

/** Moves an invoice on (transitions.ts decides which moves are allowed). */
async function move(
  s: InvoiceServices,
  id: string,
  to: TInvoiceStatus,
  refusal: string,
  change: (invoice: Awaited<ReturnType<typeof locked>>, tx: Transaction) => Promise<object>,
) {
  return s.db.transaction(async (tx) => {
    const invoice = await locked(tx, s.scope.siteKey, id);
    if (!mayMoveInvoice(invoice.status, to))
      throw new AppError('CONFLICT', invoice.paidCents > 0 ? hasPayments(to) : refusal);
    const set = await change(invoice, tx);
    await updateInvoice(tx, invoice.id, {
      status: to,
      ...set,
      lastModifiedBy: s.scope.userId,
      timestampLastModified: new Date(),
    });
    await recordInvoiceChange(tx, s.scope, {
      action: 'updated',
      id: invoice.id,
      number: invoiceNumber(invoice.number),
      before: { status: invoice.status },
      after: { status: to, ...set },
    });
    return invoice;
  });
}

/**
 * The invoice e-mail in `language` (issue 37); English as it always was: MM/DD/YYYY and en-US
 * dollars, the other languages' dates and amounts as they write them.
 */
export function invoiceMailIn(
  language: TLanguage,
  input: {
    siteName: string;
    customerName: string;
    number: string;
    totalCents: number;
    dueDate: string;
  },
): { subject: string; text: string } {
  const { t } = translator(language);
  const english = language === 'en';
  return {
    subject: t('mail', 'invoice.subject', { number: input.number, site: input.siteName }),
    text: t('mail', 'invoice.text', {
      customer: input.customerName,
      number: input.number,
      total: english ? formatMoney(input.totalCents) : formatMoneyIn(input.totalCents, language),
      dueDate:
        english || !input.dueDate
          ? formatInvoiceDay(input.dueDate)
          : formatDate(new Date(`${input.dueDate}T12:00:00Z`), language, 'UTC'),
      site: input.siteName,
    }),
  };
}

/**
 * invoices.send: a draft or sent invoice is e-mailed to its customer with its PDF attached
 * (through the outbox), in the site's language, and is Sent from then on; sending again
 * re-sends it.
 */
export async function sendInvoice(s: InvoiceServices, id: string, now = new Date()) {
  const site = await s.site();
  const invoice = await loadInvoiceDetail(s.db, s.scope.siteKey, id, siteToday(site, now));
  if (!mayMoveInvoice(invoice.status, 'sent'))
    throw new AppError('CONFLICT', INVOICE_MESSAGES.notSendable);
  const to = invoice.customerEmail.trim();
  if (!to) throw new AppError('BAD_REQUEST', INVOICE_MESSAGES.noEmail);
  if (!invoice.lines.length) throw new AppError('BAD_REQUEST', LINE_MESSAGES.none);
  const remitTo = await remitToOfSite(s.db, site);
  // The customer reads it in the site's language (a customer is no user with a language).
  const pdf = await renderBillingPdf({
    ...billingDocumentOf({ ...invoice, status: 'sent' }, site.name, remitTo),
    language: readerLanguage(null, site.defaultLanguage),
  });
  await move(s, id, 'sent', INVOICE_MESSAGES.notSendable, () =>
    Promise.resolve({ sentAt: now, sentTo: to }),
  );
  // The customer has no language of their own: the site's (issue 37).
  const mail = invoiceMailIn(readerLanguage(null, site.defaultLanguage), {
    siteName: site.name,
    customerName: invoice.customerName,
    number: invoice.number,
    totalCents: invoice.totalCents,
    dueDate: invoice.dueDate,
  });
  try {
    await s.mailer.send({
      to,
      kind: 'invoice',
      ...mail,
      attachments: [
        {
          filename: `${invoice.number}.pdf`,
          contentType: 'application/pdf',
          contentBase64: pdf.toString('base64'),
        },
      ],
    });
  } catch (error) {
    // The outbox keeps the message; a failed delivery does not undo the send.
    s.log(`invoice mail for ${invoice.id} failed: ${String(error)}`);
  }
  return { sentTo: to };
}

/**
 * invoices.void: a draft or sent invoice is Void; the tasks it billed can be billed again. One
 * with live payments (Partially paid, Paid) is refused: its payments are voided first.
 */
export async function voidInvoice(s: InvoiceServices, id: string, now = new Date()) {
  await move(s, id, 'void', INVOICE_MESSAGES.notVoidable, async (invoice, tx) => {
    await releaseTasks(tx, invoice.id);
    return { voidedAt: now };
  });
  return { ok: true as const };
}
