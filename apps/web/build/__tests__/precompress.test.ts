import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from '../precompress.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A built folder: `files` by path, each written as given. */
function built(files: Record<string, string | Buffer>): string {
  dir = mkdtempSync(path.join(os.tmpdir(), 'craftwork-precompress-'));
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  }
  return dir;
}

const TEXT = `export const rows = [${Array.from({ length: 300 }, (_, i) => `'row ${i}'`).join(', ')}];\n`;

describe('precompressDir', () => {
  it('writes brotli and gzip copies that decompress to the file, in sub-folders too', async () => {
    const out = built({ 'assets/index-Ab12.js': TEXT, 'index.html': `<title>x</title>${TEXT}` });
    await precompressDir(out);
    for (const file of ['assets/index-Ab12.js', 'index.html']) {
      const original = readFileSync(path.join(out, file), 'utf8');
      expect(brotliDecompressSync(readFileSync(path.join(out, `${file}.br`))).toString()).toBe(
        original,
      );
      expect(gunzipSync(readFileSync(path.join(out, `${file}.gz`))).toString()).toBe(original);
    }
  });

  it.each([
    ['a text file under 1 KB', 'tiny.js', 'x'.repeat(1023)],
    ['a source map', 'assets/index-Ab12.js.map', TEXT],
    ['a file that is not text', 'icons/icon.png', TEXT],
    ['a file that compresses to more than 90 %', 'noise.js', randomBytes(4096)],
  ])('leaves %s without copies', async (_case, file, body) => {
    const out = built({ [file]: body });
    await precompressDir(out);
    expect(readdirSync(path.dirname(path.join(out, file)))).toEqual([path.basename(file)]);
  });

  it('compresses a text file of exactly 1 KB', async () => {
    const out = built({ 'small.css': 'a{color:red}'.repeat(86).slice(0, 1024) });
    await precompressDir(out);
    expect(readdirSync(out).sort()).toEqual(['small.css', 'small.css.br', 'small.css.gz']);
  });
});
