import { z } from 'zod';

/**
 * The character between a CSV file's columns. A spreadsheet set to a European locale writes
 * semicolons (the comma is its decimal mark), a copy from a table writes tabs (issue 33 #5).
 */
export const IMPORT_DELIMITERS = ['comma', 'semicolon', 'tab'] as const;
export const ZImportDelimiter = z.enum(IMPORT_DELIMITERS);
export type TImportDelimiter = z.output<typeof ZImportDelimiter>;

export const DELIMITER_CHARACTERS: Readonly<Record<TImportDelimiter, string>> = {
  comma: ',',
  semicolon: ';',
  tab: '\t',
};

export const DELIMITER_LABELS: Readonly<Record<TImportDelimiter, string>> = {
  comma: 'Comma (,)',
  semicolon: 'Semicolon (;)',
  tab: 'Tab',
};

/** Lines looked at: enough to tell a header from its rows, few enough to stay instant. */
const SAMPLE_LINES = 20;

/**
 * Per line of the text's start, how often each delimiter occurs outside quotes. A quoted cell
 * may hold any delimiter and line breaks; a doubled quote inside it is text. A line the sample
 * cuts short (no line break after it) is not counted.
 */
function countsPerLine(text: string): Record<TImportDelimiter, number>[] {
  const lines: Record<TImportDelimiter, number>[] = [];
  let current = { comma: 0, semicolon: 0, tab: 0 };
  let isQuoted = false;
  let hasContent = false;
  for (let i = 0; i < text.length && lines.length < SAMPLE_LINES; i += 1) {
    const ch = text[i];
    if (ch === '"') isQuoted = !isQuoted;
    else if (isQuoted) continue;
    else if (ch === ',') current.comma += 1;
    else if (ch === ';') current.semicolon += 1;
    else if (ch === '\t') current.tab += 1;
    else if (ch === '\n' || ch === '\r') {
      if (hasContent) lines.push(current);
      current = { comma: 0, semicolon: 0, tab: 0 };
      hasContent = false;
      continue;
    }
    hasContent = true;
  }
  // The last line counts only when the text ends there (a whole file, not a sample of one).
  if (hasContent && !isQuoted && lines.length === 0) lines.push(current);
  return lines;
}

/**
 * The delimiter of a CSV text, from its first lines: the one that splits the header into the
 * most columns and every following line into as many; failing that, the one that splits the
 * header most; comma when nothing splits (a one-column file).
 */
export function detectDelimiter(text: string): TImportDelimiter {
  const lines = countsPerLine(text.replace(/^\uFEFF/, ''));
  const header = lines[0];
  if (!header) return 'comma';
  const byHeader = [...IMPORT_DELIMITERS]
    .filter((d) => header[d] > 0)
    .sort((a, b) => header[b] - header[a]);
  const steady = byHeader.find((d) => lines.every((line) => line[d] === header[d]));
  return steady ?? byHeader[0] ?? 'comma';
}
