/** An invoice's page. */
export function invoicePath(invoiceId: string): string {
  return `/invoices/${encodeURIComponent(invoiceId)}`;
}

/** An estimate's page. */
export function estimatePath(estimateId: string): string {
  return `/customers/estimates/${encodeURIComponent(estimateId)}`;
}

/** A craft record's page, opened at one of its tasks. */
export function craftRecordPath(recordId: string, taskId?: string): string {
  const record = `/craft-record/${encodeURIComponent(recordId)}`;
  return taskId ? `${record}/${encodeURIComponent(taskId)}` : record;
}
