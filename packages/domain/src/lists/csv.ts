/** One CSV field: quoted when it holds a comma, quote or line break; quotes doubled. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document: a header line, then one line per row, CRLF line ends (RFC 4180). */
export function toCsv(
  headers: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return [headers, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** The spec's export file names: "{list} - {MM-DD-YYYY}.csv". */
export const EXPORT_NAMES = {
  craftRecords: 'Craft Records',
  deletedCraftRecords: 'Deleted Craft Records',
  tasks: 'Tasks',
  deletedTasks: 'Deleted Tasks',
} as const;

export function exportFileName(list: keyof typeof EXPORT_NAMES, exportDate: string): string {
  return `${EXPORT_NAMES[list]} - ${exportDate}.csv`;
}
