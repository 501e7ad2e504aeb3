import type { Readable, Writable } from 'node:stream';

/**
 * Resolves once `out` has emptied its buffer ('drain'); rejects when it fails or closes first,
 * so a writer never waits forever on a destination that has gone away.
 */
export function drained(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      out.off('drain', onDrain);
      out.off('error', onError);
      out.off('close', onClose);
    };
    const onDrain = () => {
      cleanup();
      resolve();
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onClose = () => {
      cleanup();
      reject(new Error('The PDF output closed before the document was written.'));
    };
    out.on('drain', onDrain);
    out.on('error', onError);
    out.on('close', onClose);
  });
}

/**
 * Waits until what `source` has produced has been taken by `out` (the source is piped into it):
 * `pipe` pauses the source when `out.write` returns false, so the source's own buffer would grow
 * if the producer went on; this is awaited between pages so at most a page is held in memory.
 */
export async function caughtUp(source: Readable, out: Writable): Promise<void> {
  for (;;) {
    if (out.destroyed || out.writableEnded) {
      throw out.errored ?? new Error('The PDF output closed before the document was written.');
    }
    if (out.writableNeedDrain) await drained(out);
    else if (source.readableLength > 0) await new Promise((resolve) => setImmediate(resolve));
    else return;
  }
}
