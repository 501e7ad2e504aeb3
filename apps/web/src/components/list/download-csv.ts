import { downloadBlob } from '../download/download-blob';

/** An export as the server answers it. */
export type TCsvExport = { filename: string; csv: string; rows: number };

/**
 * Saves the CSV under its file name. A byte-order mark lets spreadsheet programs read it as
 * UTF-8 (names with accents).
 */
export function downloadCsv({ filename, csv }: Pick<TCsvExport, 'filename' | 'csv'>): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  downloadBlob(blob, filename);
}
