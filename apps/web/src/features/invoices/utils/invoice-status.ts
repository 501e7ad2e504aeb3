import type { TFunction } from 'i18next';
import type { TInvoiceStatus } from '@craftwork/domain/billing/transitions';

export type TStatusFilter = TInvoiceStatus | 'overdue';

/** The list's status filter, in the order a bill moves. */
export const STATUS_FILTERS: readonly TStatusFilter[] = [
  'draft',
  'sent',
  'overdue',
  'partially_paid',
  'paid',
  'void',
];

/** A status filter's name: the invoice status's, or Overdue. */
export function statusFilterText(value: TStatusFilter, t: TFunction<'billing'>): string {
  return value === 'overdue' ? t('invoices.overdue') : t(`invoiceStatus.${value}`);
}

/**
 * The status in words: an overdue invoice says so ("Overdue"), not by colour alone, and a
 * partially paid one past due says both.
 */
export function invoiceStatusText(
  invoice: { status: TInvoiceStatus; overdue: boolean },
  t: TFunction<'billing'>,
): string {
  if (!invoice.overdue) return t(`invoiceStatus.${invoice.status}`);
  return invoice.status === 'partially_paid'
    ? t('invoices.partiallyPaidOverdue')
    : t('invoices.overdue');
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
