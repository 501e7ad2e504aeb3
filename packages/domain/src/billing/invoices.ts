import { z } from 'zod';
import { multiLineText, oneLineText } from '../text/text.ts';
import { TEXT_LIMITS } from '../text/rules.ts';
import { ZLines, type TLineRow } from './lines.ts';
import { toCsv } from '../lists/csv.ts';
import { formatBoolean } from '../format/dates.ts';
import { centsToAmountText, type TTotals } from './money.ts';
import { MAX_NET_DAYS } from './overdue.ts';
import { DATE_MESSAGES, isDayInBounds } from '../time/date-bounds.ts';
import type { TInvoicePayment } from './payments.ts';
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES, type TInvoiceStatus } from './transitions.ts';
import { fillTemplate } from '../i18n/template.ts';

/** The texts of INVOICE_MESSAGES that carry values, as templates (fillTemplate). */
export const INVOICE_TEMPLATES = {
  taskBilled: 'This task is already billed on {number}.',
} as const;

export const INVOICE_MESSAGES = {
  customerRequired: 'Choose the customer.',
  linesLocked: 'A sent invoice cannot be changed. Void it and issue a new one.',
  notSendable: 'This invoice cannot be sent now.',
  noEmail: 'The customer has no e-mail address. Add one to the customer first.',
  taskBilled: (number: string) => fillTemplate(INVOICE_TEMPLATES.taskBilled, { number }),
  taskNotCompleted: 'Only completed tasks can be billed.',
  noTasks: 'Choose at least one completed task.',
  notVoidable: 'A paid or void invoice cannot be voided.',
  noRentalDays: 'This record has no rental days to bill in that period.',
  notFound: 'This invoice is not available.',
  tooLarge: 'A line or the total cannot be more than $9,999,999.99.',
} as const;

const ZId = z.string().min(1).max(TEXT_LIMITS.id);
/** A day, YYYY-MM-DD, in the years any date may have (written or filtered on). */
const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isDayInBounds, { error: DATE_MESSAGES.outOfRange });

/** Where a new invoice starts from. */
export const ZInvoiceSource = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('blank'),
    customerId: ZId,
    customerLocationId: ZId.nullable().default(null),
  }),
  z.object({ kind: z.literal('estimate'), estimateId: ZId }),
  z.object({ kind: z.literal('tasks'), customerId: ZId, taskIds: z.array(ZId).min(1).max(200) }),
  z.object({
    kind: z.literal('rental'),
    customerId: ZId,
    craftRecordId: ZId,
    from: ZDay,
    to: ZDay,
  }),
]);
export type TInvoiceSource = z.input<typeof ZInvoiceSource>;

export const ZInvoiceInput = z.object({
  id: ZId,
  customerLocationId: ZId.nullable().default(null),
  notes: multiLineText(TEXT_LIMITS.longText).default(''),
  issueDate: ZDay,
  netDays: z.number().int().min(0).max(MAX_NET_DAYS).default(30),
  lines: ZLines,
});
export type TInvoiceInput = z.input<typeof ZInvoiceInput>;

export const ZInvoiceListInput = z.object({
  search: oneLineText(200).default(''),
  /** 'overdue' is sent or partially paid, and past due. */
  status: z
    .enum([...INVOICE_STATUSES, 'overdue'])
    .nullable()
    .default(null),
  customerId: ZId.nullable().default(null),
});

export type TInvoiceSummary = TTotals & {
  id: string;
  number: string;
  status: TInvoiceStatus;
  overdue: boolean;
  customerId: string;
  customerName: string;
  issueDate: string;
  dueDate: string;
  /** The sum of its live payments (0 when none). */
  paidCents: number;
  /** The total less paidCents. */
  balanceCents: number;
  /** The day the balance reached zero; null while a balance is due. */
  paidDate: string | null;
  estimateId: string | null;
  estimateNumber: string | null;
};

export type TInvoiceDetail = TInvoiceSummary & {
  customerLocationId: string | null;
  customerLocationAddress: string | null;
  notes: string;
  netDays: number;
  taxRateBp: number;
  taxExempt: boolean;
  lines: TLineRow[];
  sentAt: string | null;
  sentTo: string | null;
  payments: TInvoicePayment[];
  voidedAt: string | null;
  craftRecordId: string | null;
};

/** The invoice that billed a task, shown on the task card. */
export type TTaskBilling = {
  invoiceId: string;
  invoiceNumber: string;
  status: TInvoiceStatus;
} | null;

/**
 * Whether an invoice takes its number now: it has none yet and is saved (or made) with a line.
 * A blank draft left behind never takes one, so the numbers have no gaps; sending needs a line,
 * so a sent invoice is always numbered.
 */
export function numberInvoiceNow(current: number | null, lineCount: number): boolean {
  return current === null && lineCount > 0;
}

/** What names a draft that has no number yet (its heading, its list row). */
export const UNNUMBERED_INVOICE = 'Draft invoice';

/** "Invoice INV-0007", or "Draft invoice" before it is numbered ('' number). */
export function invoiceTitle(number: string): string {
  return number ? `Invoice ${number}` : UNNUMBERED_INVOICE;
}

/** 'Invoices - {MM-DD-YYYY}.csv'. */
export function invoicesExportFileName(exportDate: string): string {
  return `Invoices - ${exportDate}.csv`;
}

export const INVOICE_CSV_HEADERS = [
  'Number',
  'Customer',
  'Status',
  'Overdue',
  'Issue Date',
  'Due Date',
  'Subtotal',
  'Tax',
  'Total',
  'Paid',
  'Balance Due',
  'Paid Date',
] as const;

/** 'YYYY-MM-DD' → 'MM/DD/YYYY' (the product's date format); '' for none. */
export function formatInvoiceDay(day: string | null | undefined): string {
  if (!day) return '';
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
}

/** The invoice list's export: amounts as plain dollars, dates MM/DD/YYYY, the one CSV writer. */
export function invoiceCsv(rows: readonly TInvoiceSummary[]): string {
  return toCsv(
    INVOICE_CSV_HEADERS,
    rows.map((r) => [
      r.number,
      r.customerName,
      INVOICE_STATUS_LABELS[r.status],
      formatBoolean(r.overdue),
      formatInvoiceDay(r.issueDate),
      formatInvoiceDay(r.dueDate),
      centsToAmountText(r.subtotalCents),
      centsToAmountText(r.taxCents),
      centsToAmountText(r.totalCents),
      centsToAmountText(r.paidCents),
      centsToAmountText(r.balanceCents),
      formatInvoiceDay(r.paidDate),
    ]),
  );
}
