import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_ON_LOOP_MAX_BYTES, compressBody } from './compression.ts';

/** A list page's answer of about `bytes` bytes, as JSON. */
function jsonOf(bytes: number): Buffer {
  const rows = Array.from({ length: Math.ceil(bytes / 90) }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    title: `Scaffold clamp ${i}`,
    quantityAvailable: i % 40,
  }));
  return Buffer.from(JSON.stringify({ json: { rows, total: rows.length } }));
}

const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

describe('compressBody', () => {
  it.each(['br', 'gzip'] as const)(
    'compresses a 32 KB list page (%s) at once on the event loop, not through the thread pool',
    (encoding) => {
      const body = jsonOf(32 * 1024);
      const compressed = compressBody(body, encoding);
      expect(compressed).toBeInstanceOf(Buffer);
      expect(decode[encoding](compressed as Buffer).equals(body)).toBe(true);
      expect((compressed as Buffer).length).toBeLessThan(body.length / 4);
    },
  );

  it.each(['br', 'gzip'] as const)(
    'leaves an answer over 64 KB (%s) to the thread pool, so the event loop is not held',
    async (encoding) => {
      const body = jsonOf(COMPRESS_ON_LOOP_MAX_BYTES + 1024);
      expect(body.length).toBeGreaterThan(COMPRESS_ON_LOOP_MAX_BYTES);
      const compressed = compressBody(body, encoding);
      expect(compressed).toBeInstanceOf(Promise);
      expect(decode[encoding](await compressed).equals(body)).toBe(true);
    },
  );
});
