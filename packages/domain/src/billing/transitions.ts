/**
 * Estimate and invoice statuses and which moves are allowed (DECISIONS.md, "Money"):
 * estimate Draft → Sent → Approved or Rejected (Draft editable, Sent re-sendable; a Rejected
 * estimate can be revised back to Draft); invoice Draft → Sent → Paid, Draft or Sent → Void.
 */
export const ESTIMATE_STATUSES = ['draft', 'sent', 'approved', 'rejected'] as const;
export type TEstimateStatus = (typeof ESTIMATE_STATUSES)[number];

export const INVOICE_STATUSES = ['draft', 'sent', 'partially_paid', 'paid', 'void'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const ESTIMATE_STATUS_LABELS: Record<TEstimateStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const INVOICE_STATUS_LABELS: Record<TInvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  void: 'Void',
};

const ESTIMATE_MOVES: Record<TEstimateStatus, readonly TEstimateStatus[]> = {
  draft: ['sent'],
  sent: ['sent', 'approved', 'rejected'],
  approved: [],
  rejected: ['draft'],
};

/** The moves a user makes (send, void); payments.ts moves Sent ↔ Partially paid ↔ Paid. */
const INVOICE_MOVES: Record<TInvoiceStatus, readonly TInvoiceStatus[]> = {
  draft: ['sent', 'void'],
  sent: ['sent', 'void'],
  partially_paid: [],
  paid: [],
  void: [],
};

export function mayMoveEstimate(from: TEstimateStatus, to: TEstimateStatus): boolean {
  return ESTIMATE_MOVES[from].includes(to);
}

export function mayMoveInvoice(from: TInvoiceStatus, to: TInvoiceStatus): boolean {
  return INVOICE_MOVES[from].includes(to);
}

/** Only a draft estimate's lines and fields may change. */
export function estimateEditable(status: TEstimateStatus): boolean {
  return status === 'draft';
}

/** Only a draft invoice's lines may change; a sent one is voided and re-issued instead. */
export function invoiceLinesEditable(status: TInvoiceStatus): boolean {
  return status === 'draft';
}
