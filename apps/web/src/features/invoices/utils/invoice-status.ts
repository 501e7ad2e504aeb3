import { INVOICE_STATUS_LABELS, type TInvoiceStatus } from '@craftwork/domain/billing/transitions';

export type TStatusFilter = TInvoiceStatus | 'overdue';

/** The list's status filter, in the order a bill moves. */
export const STATUS_FILTERS: readonly { value: TStatusFilter; label: string }[] = [
  { value: 'draft', label: 'Draft' },
  { value: 'sent', label: 'Sent' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'partially_paid', label: 'Partially paid' },
  { value: 'paid', label: 'Paid' },
  { value: 'void', label: 'Void' },
];

/**
 * The status in words: an overdue invoice says so ("Overdue"), not by colour alone, and a
 * partially paid one past due says both.
 */
export function invoiceStatusText(invoice: { status: TInvoiceStatus; overdue: boolean }): string {
  if (!invoice.overdue) return INVOICE_STATUS_LABELS[invoice.status];
  return invoice.status === 'partially_paid' ? 'Partially paid, overdue' : 'Overdue';
}

export function invoiceStatusColor(invoice: {
  status: TInvoiceStatus;
  overdue: boolean;
}): 'default' | 'info' | 'success' | 'error' | 'warning' {
  if (invoice.overdue) return 'error';
  return (
    {
      draft: 'default',
      sent: 'info',
      partially_paid: 'info',
      paid: 'success',
      void: 'warning',
    } as const
  )[invoice.status];
}
