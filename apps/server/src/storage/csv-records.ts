import { finished } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse, type Options } from 'csv-parse';

/**
 * Characters handed to the parser at a time, then a turn of the event loop: about a
 * millisecond of parsing for short rows.
 */
const SLICE_CHARS = 16 * 1024;

/** A parsed row and the line of the text it ends on (csv-parse's `lines`). */
export type TCsvRecord = { record: string[]; lines: number; emptyLines: number };

/** The text in slices of at most SLICE_CHARS, each handed over on a later turn of the event loop. */
async function* inTurns(text: AsyncIterable<string> | Iterable<string>): AsyncGenerator<string> {
  for await (const chunk of text) {
    for (let start = 0; start < chunk.length; start += SLICE_CHARS) {
      await nextTurn();
      yield chunk.slice(start, start + SLICE_CHARS);
    }
  }
}

/**
 * Reads CSV text record by record, a slice per turn of the event loop, so that parsing a large
 * file never holds other requests for longer than one slice. `onRecord` answers false to stop:
 * the rest of the text is then never read or parsed (a file over a row limit costs the rows up
 * to the limit, not its whole size). Errors of the text's source (an AppError refusing its
 * content) and of the parser are thrown as they are.
 *
 * Records are taken in the parser's `on_record` and never pushed through the stream: a stream
 * of row objects costs about ten times the parsing itself.
 */
export async function readCsvRecords(
  text: AsyncIterable<string> | Iterable<string>,
  options: Pick<
    Options,
    'bom' | 'delimiter' | 'max_record_size' | 'relax_column_count' | 'skip_empty_lines'
  >,
  onRecord: (record: TCsvRecord) => boolean,
): Promise<void> {
  let isStopped = false;
  let failure: { error: unknown } | null = null;
  const parser = parse({
    ...options,
    on_record: (record: string[], context) => {
      if (!isStopped) {
        const row = { record, lines: context.lines, emptyLines: context.empty_lines };
        isStopped = !onRecord(row);
      }
      return null;
    },
  });
  parser.on('error', (error) => {
    failure ??= { error };
  });
  parser.resume();
  try {
    for await (const slice of inTurns(text)) {
      if (isStopped || failure) break;
      parser.write(slice);
    }
    // A parse error is emitted on the next tick: it has arrived after one more turn.
    await nextTurn();
    if (failure) throw (failure as { error: unknown }).error;
    if (isStopped) return;
    const done = finished(parser);
    parser.end();
    await done;
  } finally {
    parser.destroy();
  }
}
