import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pdfPageCount } from '../../../test/pdf.ts';
import { pageCount, reportLayout } from './layout.ts';
import { HEADERS, TOTAL } from './report-pdf-memory-child.ts';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'craftwork-report-pdf-memory-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const MB = 1024 * 1024;
const child = path.join(import.meta.dirname, 'report-pdf-memory-child.ts');

// A memory bound, not a timing test: the time only needs to fit the timeout on a busy machine.
// The PDF is written in a process of its own: in the integration suite's shared process, the
// heap other files left made each full collection slow and the garbage they left counted.
it(
  'writes 50,000 rows with the heap growing by well under 256 MB',
  { timeout: 300_000 },
  async () => {
    const file = path.join(dir, 'fifty-thousand.pdf');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', child, file],
      { maxBuffer: MB },
    );
    const { heapGrowth, rssGrowth } = JSON.parse(stdout) as {
      heapGrowth: number;
      rssGrowth: number;
    };

    const layout = reportLayout({
      paperSize: 'Letter',
      columnCount: HEADERS.length,
      filterCount: 1,
    });
    // The long titles wrap to two lines: more pages than one-line rows would take.
    expect(await pdfPageCount(file)).toBeGreaterThan(
      pageCount(TOTAL, layout.firstPage.rows, layout.laterPages.rows),
    );
    expect((await stat(file)).size).toBeGreaterThan(1 * MB);
    console.log(
      `50,000-row PDF: heap +${heapGrowth.toFixed(1)} MB, rss +${rssGrowth.toFixed(1)} MB`,
    );
    // Sampled every 250 ms and after each batch, through the drawing at `end` too; the bound that
    // matters is the process's (issue 16: under 256 MB).
    expect(heapGrowth).toBeLessThan(200);
    expect(rssGrowth).toBeLessThan(256);
  },
);
