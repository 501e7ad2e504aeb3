import { z } from 'zod';
import {
  ZInvoiceInput,
  ZInvoiceListInput,
  ZInvoiceSource,
  type TInvoiceDetail,
  type TInvoiceSummary,
  type TTaskBilling,
} from '@craftwork/domain/billing/invoices';
import { ZRecordPaymentInput, ZVoidPaymentInput } from '@craftwork/domain/billing/payments';
import type { TCsvFile } from '@craftwork/domain/lists/csv';
import { moneyProcedure } from '../../rpc/init.ts';
import type { Database } from '../../db/client.ts';
import type { Scope } from '../../access/scope.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import { createInvoice } from './create-invoice.service.ts';
import { saveInvoice, sendInvoice, voidInvoice } from './change-invoice.service.ts';
import { recordPayment, voidPayment, type TPaymentResult } from './payments.service.ts';
import type { InvoiceServices } from './invoice-view.ts';
import {
  billableTasks,
  exportInvoices,
  getInvoice,
  listInvoices,
  taskBilling,
} from './invoices.service.ts';

const ZId = z.object({ id: z.string().min(1).max(128) });

/** The request's parts the services use. */
const services = (context: {
  db: Database;
  scope: Scope;
  site: SiteSource;
  mailer: Mailer;
  log: (message: string) => void;
}): InvoiceServices => ({
  db: context.db,
  scope: context.scope,
  site: context.site,
  mailer: context.mailer,
  log: context.log,
});

/** A completed task of a customer that no live invoice bills yet. */
export type TBillableTask = {
  id: string;
  title: string;
  craftRecordId: string;
  craftRecordTitle: string;
  craftType: number;
  taskType: number;
  timestampTaskCompleted: string | null;
};

/** Invoices (/invoices): money users of the site (moneyProcedure). */
export const invoicesRouter = {
  list: moneyProcedure
    .input(ZInvoiceListInput)
    .handler(({ context, input }): Promise<TInvoiceSummary[]> =>
      listInvoices(services(context), input),
    ),
  get: moneyProcedure
    .input(ZId)
    .handler(({ context, input }): Promise<TInvoiceDetail> =>
      getInvoice(services(context), input.id),
    ),
  /** A new draft (numbered at once, INV-0001…) from an estimate, completed tasks, rental days or blank. */
  create: moneyProcedure
    .input(ZInvoiceSource)
    .handler(({ context, input }): Promise<{ id: string; number: string }> =>
      createInvoice(services(context), input),
    ),
  /** Saves a draft's fields and lines; a sent invoice refuses. */
  save: moneyProcedure
    .input(ZInvoiceInput)
    .handler(({ context, input }): Promise<{ ok: true }> => saveInvoice(services(context), input)),
  send: moneyProcedure
    .input(ZId)
    .handler(({ context, input }): Promise<{ sentTo: string }> =>
      sendInvoice(services(context), input.id),
    ),
  /**
   * A payment against a sent or partially paid invoice (issue 33): never above the balance due;
   * the invoice is Partially paid, or Paid at a zero balance (then `invoice.paid` fires).
   */
  recordPayment: moneyProcedure
    .input(ZRecordPaymentInput)
    .handler(({ context, input }): Promise<TPaymentResult> =>
      recordPayment(services(context), input),
    ),
  /** Voids a payment (kept, marked void): the balance grows back. */
  voidPayment: moneyProcedure
    .input(ZVoidPaymentInput)
    .handler(({ context, input }): Promise<TPaymentResult> =>
      voidPayment(services(context), input),
    ),
  void: moneyProcedure
    .input(ZId)
    .handler(({ context, input }): Promise<{ ok: true }> =>
      voidInvoice(services(context), input.id),
    ),
  exportCsv: moneyProcedure
    .input(ZInvoiceListInput)
    .handler(({ context, input }): Promise<TCsvFile> => exportInvoices(services(context), input)),
  billableTasks: moneyProcedure
    .input(z.object({ customerId: z.string().min(1).max(128) }))
    .handler(({ context, input }): Promise<TBillableTask[]> =>
      billableTasks(services(context), input.customerId),
    ),
  /** The invoice that billed a task (the task card). */
  taskBilling: moneyProcedure
    .input(z.object({ taskId: z.string().min(1).max(128) }))
    .handler(({ context, input }): Promise<TTaskBilling> =>
      taskBilling(services(context), input.taskId),
    ),
};
