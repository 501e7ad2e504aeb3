import { setImmediate as nextTurn } from 'node:timers/promises';
import { Readable } from 'node:stream';
import { parse, type Options } from 'csv-parse';

/** Characters handed to the parser at a time: a few milliseconds of work, then a turn. */
const SLICE_CHARS = 64 * 1024;

/** A parsed row and the line of the text it ends on (csv-parse's `lines`). */
export type TCsvRecord = { record: string[]; lines: number; emptyLines: number };

/**
 * The text in slices of at most SLICE_CHARS, each handed over on a later turn of the event
 * loop, so that parsing a large file never holds other requests for longer than one slice.
 */
async function* inTurns(text: AsyncIterable<string> | Iterable<string>): AsyncGenerator<string> {
  for await (const chunk of text) {
    for (let start = 0; start < chunk.length; start += SLICE_CHARS) {
      await nextTurn();
      yield chunk.slice(start, start + SLICE_CHARS);
    }
  }
}

/**
 * Reads CSV text record by record, pulling the text only as fast as the records are taken:
 * `onRecord` answers false to stop, and then the rest of the text is never read or parsed (a
 * file over a row limit costs the rows up to the limit, not its whole size). Errors of the
 * text's source (an AppError refusing its content) and of the parser are thrown as they are.
 */
export async function readCsvRecords(
  text: AsyncIterable<string> | Iterable<string>,
  options: Pick<Options, 'bom' | 'max_record_size' | 'relax_column_count' | 'skip_empty_lines'>,
  onRecord: (record: TCsvRecord) => boolean,
): Promise<void> {
  const source = Readable.from(inTurns(text), { highWaterMark: 1 });
  const parser = parse({ ...options, info: true });
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  try {
    for await (const row of parser as AsyncIterable<{
      record: string[];
      info: { lines: number; empty_lines: number };
    }>) {
      const more = onRecord({
        record: row.record,
        lines: row.info.lines,
        emptyLines: row.info.empty_lines,
      });
      if (!more) return;
    }
  } finally {
    source.unpipe(parser);
    source.destroy();
    parser.destroy();
  }
}
