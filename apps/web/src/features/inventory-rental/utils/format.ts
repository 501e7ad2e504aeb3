const QUANTITY = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** A quantity as en-US shows it: 1,234.5 (four places at most, as kept). */
export function formatQuantity(value: number): string {
  return QUANTITY.format(value);
}

/** A craft record's page. */
export function craftRecordPath(recordId: string): string {
  return `/craft-record/${encodeURIComponent(recordId)}`;
}

/** Names under a phone's craft record cell: the ones there are, with a dot between. */
export function joinNames(...names: readonly string[]): string {
  return names.filter(Boolean).join(' · ');
}
