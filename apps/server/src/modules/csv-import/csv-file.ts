import {
  DELIMITER_CHARACTERS,
  detectDelimiter,
  type TImportDelimiter,
} from '@craftwork/domain/import/delimiter';
import { IMPORT_LIMITS } from '@craftwork/domain/import/fields';
import type { TImportRow } from '@craftwork/domain/import/rows';
import { hasNonWhitespaceControlCharacters } from '@craftwork/domain/text/rules';
import { AppError } from '../../errors.ts';
import { readCsvRecords } from '../../storage/csv-records.ts';

/** The texts of a refused file: what is wrong and what to do. */
export const CSV_FILE_MESSAGES = {
  tooLarge: 'The file is larger than 5 MB. Split it into smaller files and import them one by one.',
  empty: 'The file is empty.',
  notText:
    'The file is not a CSV text file. In your spreadsheet program, save it as "CSV UTF-8" and choose that file.',
  noRows: 'The file has no rows under its header line.',
  // Reading stops at the first row over the limit, so the file's own count is never known.
  tooManyRows: `The file has more than ${IMPORT_LIMITS.maxRows.toLocaleString('en-US')} rows; at most ${IMPORT_LIMITS.maxRows.toLocaleString('en-US')} can be imported at once. Split it into smaller files.`,
  tooManyColumns: `The file has more than ${IMPORT_LIMITS.maxColumns} columns.`,
  unreadable: (line: number | undefined, what: string) =>
    `The file could not be read as CSV${line ? ` at line ${line}` : ''}: ${what}.`,
} as const;

/** A CSV file as read: its delimiter, its header cells and its data rows with their line. */
export type CsvTable = { delimiter: TImportDelimiter; headers: string[]; rows: TImportRow[] };

function parseError(error: unknown): AppError {
  const e = error as { code?: string; lines?: number; message?: string };
  const what =
    e.code === 'CSV_QUOTE_NOT_CLOSED'
      ? 'a quote is opened and never closed'
      : e.code === 'CSV_MAX_RECORD_SIZE'
        ? 'a row is too long'
        : e.code === 'CSV_INVALID_CLOSING_QUOTE'
          ? 'a quote inside a cell is not doubled'
          : 'the text is not valid CSV';
  // An unclosed quote is noticed at the end of the file: its line would mislead.
  const line = e.code === 'CSV_QUOTE_NOT_CLOSED' ? undefined : e.lines;
  return new AppError('BAD_REQUEST', CSV_FILE_MESSAGES.unreadable(line, what));
}

const DECODE_BYTES = 16 * 1024;

/** The file's text, decoded as it is read: UTF-8 (a byte-order mark dropped), no binary bytes. */
async function* textOf(file: Blob): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const checked = (bytes?: Uint8Array) => {
    let text: string;
    try {
      text = bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
    } catch {
      throw new AppError('BAD_REQUEST', CSV_FILE_MESSAGES.notText);
    }
    // A text file holds no control characters but tab and line breaks (NUL marks binary data).
    if (hasNonWhitespaceControlCharacters(text))
      throw new AppError('BAD_REQUEST', CSV_FILE_MESSAGES.notText);
    return text;
  };
  // Decoded a piece at a time, as the parser asks for more: what follows the row limit never is.
  // Read through the stream's reader, not `for await`: the DOM's stream type, which some
  // dependencies' type declarations bring into the server's build, is not async-iterable.
  const reader = file.stream().getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const bytes = read.value;
      for (let start = 0; start < bytes.length; start += DECODE_BYTES)
        yield checked(bytes.subarray(start, start + DECODE_BYTES));
    }
  } finally {
    // A parser that stops at the row limit leaves the rest of the file unread.
    await reader.cancel();
  }
  yield checked();
}

/**
 * The uploaded file, checked by its content before anything else: at most 5 MB, UTF-8 text (a
 * byte-order mark is dropped) without binary bytes, valid CSV, a header line, at most 5,000 data
 * rows. Its delimiter (comma, semicolon or tab) is the one chosen, else told from its first lines
 * (issue 33 #5). Blank lines are skipped; short rows read as blank cells. Cells are kept as typed: a
 * cell that looks like a formula (=, +, -, @) is text here, as everywhere in the app.
 *
 * The file is read as it is parsed, a slice per turn of the event loop, and reading stops at
 * the first row over the limit (issue 31): a 200,000-row file costs what 5,001 rows cost and
 * holds nobody else's request.
 */
export async function readCsvFile(file: Blob, chosen?: TImportDelimiter): Promise<CsvTable> {
  if (file.size > IMPORT_LIMITS.maxBytes)
    throw new AppError('BAD_REQUEST', CSV_FILE_MESSAGES.tooLarge);
  if (file.size === 0) throw new AppError('BAD_REQUEST', CSV_FILE_MESSAGES.empty);
  // The delimiter is told from the first piece of text (16 KB: its first lines), which is then
  // parsed with the rest: the file is still read once, and only as far as the parser asks.
  const text = textOf(file);
  const first = await text.next();
  const start = first.done ? '' : first.value;
  const delimiter = chosen ?? detectDelimiter(start);
  async function* whole() {
    yield start;
    yield* text;
  }
  let head: string[] | undefined;
  let isTooWide = false;
  let isTooLong = false;
  const rows: { record: string[]; lines: number }[] = [];
  try {
    await readCsvRecords(
      whole(),
      {
        delimiter: DELIMITER_CHARACTERS[delimiter],
        relax_column_count: true,
        skip_empty_lines: true,
        max_record_size: 200_000,
      },
      ({ record, lines }) => {
        if (!head) {
          head = record;
          return true;
        }
        if (!record.some((cell) => cell.trim() !== '')) return true;
        if (rows.length === IMPORT_LIMITS.maxRows) {
          isTooLong = true;
          return false;
        }
        if (record.length > IMPORT_LIMITS.maxColumns) isTooWide = true;
        rows.push({ record, lines });
        return true;
      },
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw parseError(error);
  }
  if (!head) throw new AppError('BAD_REQUEST', CSV_FILE_MESSAGES.empty);
  if (head.length > IMPORT_LIMITS.maxColumns)
    throw new AppError('BAD_REQUEST', CSV_FILE_MESSAGES.tooManyColumns);
  if (rows.length === 0) throw new AppError('BAD_REQUEST', CSV_FILE_MESSAGES.noRows);
  if (isTooLong) throw new AppError('BAD_REQUEST', CSV_FILE_MESSAGES.tooManyRows);
  if (isTooWide) throw new AppError('BAD_REQUEST', CSV_FILE_MESSAGES.tooManyColumns);
  return {
    delimiter,
    headers: head.map((h, i) => h.trim() || `Column ${i + 1}`),
    // The parser counts the line a row ends on; a row's line is where it starts.
    rows: rows.map(({ record, lines }) => ({
      line: lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0),
      cells: record,
    })),
  };
}
