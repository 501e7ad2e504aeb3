import type { z } from 'zod';
import type { ZInvoiceListInput } from '@craftwork/domain/billing/invoices';
import {
  invoiceCsv,
  invoicesExportFileName,
  type TInvoiceDetail,
  type TInvoiceSummary,
  type TTaskBilling,
} from '@craftwork/domain/billing/invoices';
import { parseDocumentNumber } from '@craftwork/domain/billing/numbering';
import { formatExportFileDate } from '@craftwork/domain/format/dates';
import type { TCsvFile } from '@craftwork/domain/lists/csv';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import { invoiceList, type InvoiceListFilter } from './invoices.repository.ts';
import {
  billingOfTask,
  siteTaskExists,
  unbilledCompletedTasks,
} from './billed-tasks.repository.ts';
import {
  invoiceNumber,
  loadInvoiceDetail,
  siteToday,
  toSummary,
  type InvoiceServices,
} from './invoice-view.ts';

type TInvoiceListInput = z.output<typeof ZInvoiceListInput>;

/** Rows the list shows at most, and an export holds at most. */
const LIST_LIMIT = 1000;
const EXPORT_LIMIT = 50_000;

function filterOf(input: TInvoiceListInput, today: string): InvoiceListFilter {
  const { status } = input;
  const overdue = status === 'overdue';
  return {
    number: parseDocumentNumber('invoice', input.search) ?? numberTyped(input.search),
    text: input.search,
    // Overdue: a balance is due (sent or partially paid) and the due date has passed.
    statuses: status === null ? null : status === 'overdue' ? ['sent', 'partially_paid'] : [status],
    dueBefore: overdue ? today : null,
    customerId: input.customerId,
  };
}

/** "12" typed alone finds INV-0012 too. */
function numberTyped(search: string): number | null {
  const t = search.trim();
  return /^\d{1,9}$/.test(t) ? Number(t) : null;
}

async function summaries(
  s: InvoiceServices,
  input: TInvoiceListInput,
  limit: number,
  now: Date,
): Promise<TInvoiceSummary[]> {
  const today = siteToday(await s.site(), now);
  const rows = await invoiceList(s.db, s.scope.siteKey, filterOf(input, today), limit);
  return rows.map((row) => toSummary(row, today));
}

/**
 * invoices.list: the site's invoices by number or customer name, status (overdue: sent or
 * partially paid, past due), each with its amount paid and balance due.
 */
export function listInvoices(s: InvoiceServices, input: TInvoiceListInput, now = new Date()) {
  return summaries(s, input, LIST_LIMIT, now);
}

/** invoices.get. */
export async function getInvoice(
  s: InvoiceServices,
  id: string,
  now = new Date(),
): Promise<TInvoiceDetail> {
  const today = siteToday(await s.site(), now);
  const { customerEmail: _email, ...detail } = await loadInvoiceDetail(
    s.db,
    s.scope.siteKey,
    id,
    today,
  );
  return detail;
}

/** invoices.exportCsv: 'Invoices - {MM-DD-YYYY}.csv' of the list as filtered. */
export async function exportInvoices(
  s: InvoiceServices,
  input: TInvoiceListInput,
  now = new Date(),
): Promise<TCsvFile> {
  const site = await s.site();
  const rows = await summaries(s, input, EXPORT_LIMIT, now);
  return {
    filename: invoicesExportFileName(formatExportFileDate(now, site.timezone)),
    csv: invoiceCsv(rows),
    rows: rows.length,
  };
}

/** invoices.billableTasks: a customer's completed tasks that no live invoice bills. */
export async function billableTasks(s: InvoiceServices, customerId: string) {
  const rows = await unbilledCompletedTasks(s.db, s.scope.siteKey, customerId);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    craftRecordId: r.craftRecordId,
    craftRecordTitle: r.craftRecordTitle,
    craftType: r.craftType,
    taskType: r.taskType,
    timestampTaskCompleted: r.timestampTaskCompleted?.toISOString() ?? null,
  }));
}

/** invoices.taskBilling: the invoice that bills a task of the site; null when none. */
export async function taskBilling(s: InvoiceServices, taskId: string): Promise<TTaskBilling> {
  const row = await billingOfTask(s.db, s.scope.siteKey, taskId);
  if (row)
    return {
      invoiceId: row.invoiceId,
      invoiceNumber: invoiceNumber(row.number),
      status: row.status,
    };
  if (!(await siteTaskExists(s.db, s.scope.siteKey, taskId)))
    throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  return null;
}
