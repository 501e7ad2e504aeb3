/** A value of one CSV cell, as the exports produce them. */
export type TCsvValue = string | number | null | undefined;

/**
 * Characters that make a spreadsheet read a cell as a formula when it starts with one (OWASP
 * "CSV Injection": `=`, `+`, `-`, `@`, tab, carriage return; line feed added, as some programs
 * trim it).
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/** A plain number ("-12.7", "+3") is read as a number, never as a formula: it stays as it is. */
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Text a spreadsheet shows as written: a cell that would start a formula gets a leading `'`,
 * which spreadsheet programs hide and treat as "this is text".
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * One CSV field: formulas neutralised, then quoted when it holds a comma, quote or line break,
 * quotes doubled.
 */
export function csvField(value: TCsvValue): string {
  if (value === null || value === undefined) return '';
  const text = neutraliseFormula(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV document: a header line, then one line per row, CRLF line ends (RFC 4180). The only CSV
 * writer of the product: every export goes through it, so every cell is neutralised.
 */
export function toCsv(headers: readonly string[], rows: readonly (readonly TCsvValue[])[]): string {
  return [headers, ...rows].map(csvLine).join('');
}

/**
 * One line of a CSV document, CRLF included: what `toCsv` joins, for writers that stream a
 * document a line at a time (generated reports), so a streamed file equals `toCsv`'s.
 */
export function csvLine(row: readonly TCsvValue[]): string {
  return row.map(csvField).join(',') + '\r\n';
}

/**
 * A CSV document from rows read a batch at a time: each batch is written as text when it
 * arrives and let go, so a large export holds its text, not its rows. Equals toCsv's.
 */
export async function csvFromBatches(
  headers: readonly string[],
  batches: AsyncIterable<readonly (readonly TCsvValue[])[]>,
): Promise<{ csv: string; rows: number }> {
  const parts = [csvLine(headers)];
  let rows = 0;
  for await (const batch of batches) {
    parts.push(batch.map(csvLine).join(''));
    rows += batch.length;
  }
  return { csv: parts.join(''), rows };
}

/** The spec's export file names: "{list} - {MM-DD-YYYY}.csv". */
export const EXPORT_NAMES = {
  craftRecords: 'Craft Records',
  deletedCraftRecords: 'Deleted Craft Records',
  tasks: 'Tasks',
  deletedTasks: 'Deleted Tasks',
  assignedTasks: 'Assigned Tasks',
  auditLog: 'Audit Log',
  apiRequests: 'API Requests',
} as const;

export function exportFileName(list: keyof typeof EXPORT_NAMES, exportDate: string): string {
  return `${EXPORT_NAMES[list]} - ${exportDate}.csv`;
}

/** A CSV export as procedures answer it: the file name, the text and the number of rows. */
export type TCsvFile = { filename: string; csv: string; rows: number };
