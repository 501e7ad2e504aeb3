/** Invoice due dates and overdue (DECISIONS.md, "Money"; net 30 by default). */
import type { TInvoiceStatus } from './transitions.ts';

export const DEFAULT_NET_DAYS = 30;
export const MAX_NET_DAYS = 365;

/** A site day (YYYY-MM-DD) plus n days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The due date of an invoice issued on a site day with net days. */
export function dueDateFor(issueDay: string, netDays: number = DEFAULT_NET_DAYS): string {
  return addDays(issueDay, netDays);
}

/**
 * A sent or partially paid invoice (a balance is due) is overdue once its due date is before the
 * site's today.
 */
export function isOverdue(
  invoice: { status: TInvoiceStatus; dueDate: string | null },
  today: string,
): boolean {
  const due = invoice.status === 'sent' || invoice.status === 'partially_paid';
  return due && invoice.dueDate !== null && invoice.dueDate < today;
}
