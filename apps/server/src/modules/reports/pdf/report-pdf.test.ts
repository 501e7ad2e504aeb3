import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { printBrand } from '@craftwork/domain/reports/brand';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPageCount, pdfPageSize, pdfPageToPng, pdfText } from '../../../test/pdf.ts';
import type { TReportPdfOptions, TReportRow } from '../report-document.ts';
import { pageCount, reportLayout } from './layout.ts';
import { STANDING_SCAFFOLD_HEADERS } from '../../records/index.ts';
import { createReportPdf } from './report-pdf.ts';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'craftwork-report-pdf-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const HEADERS = ['Task #', 'Title', 'Company', 'Location', 'Status', 'Craft', 'Days Standing'];

function options(overrides: Partial<TReportPdfOptions> = {}): TReportPdfOptions {
  return {
    paperSize: 'Letter',
    brand: printBrand('craftwork', 'North Plant', false),
    title: 'Standing Scaffolds',
    generatedAt: '11/24/2026 06:00 AM EST',
    filters: [
      { label: 'Companies', value: 'All' },
      { label: 'Statuses', value: 'Open, In Progress' },
    ],
    headers: HEADERS,
    widths: [1, 3, 2, 2, 1.2, 1.2, 1.5],
    total: 0,
    ...overrides,
  };
}

function row(i: number): TReportRow {
  return [
    `T-${i + 1}`,
    `Deck boards, level ${i % 9}`,
    'Acme Scaffolding',
    'Boiler house',
    'Open',
    'Scaffold',
    i % 90,
  ];
}

/** Writes `total` rows (in batches of 1,000, like a report source) to a file; returns its path. */
async function writePdf(
  name: string,
  frame: TReportPdfOptions,
  makeRow: (i: number) => TReportRow = row,
  onBatch?: () => void,
): Promise<string> {
  const file = path.join(dir, name);
  const writer = createReportPdf(createWriteStream(file), frame);
  for (let start = 0; start < frame.total; start += 1000) {
    const batch: TReportRow[] = [];
    for (let i = start; i < Math.min(frame.total, start + 1000); i++) batch.push(makeRow(i));
    await writer.addRows(batch);
    onBatch?.();
  }
  await writer.end();
  return file;
}

function pagesOf(text: string): string[] {
  return text.split('\f');
}

describe('createReportPdf', () => {
  it('writes 2,000 rows over the computed pages with the frame, the header row on each page and "Page N of M"', async () => {
    const frame = options({ total: 2000 });
    const file = await writePdf('two-thousand.pdf', frame);
    const layout = reportLayout({
      paperSize: 'Letter',
      columnCount: HEADERS.length,
      filterCount: 2,
    });
    const pages = pageCount(2000, layout.firstPage.rows, layout.laterPages.rows);
    expect(pages).toBeGreaterThan(2);
    expect(await pdfPageCount(file)).toBe(pages);
    // Seven columns: Letter landscape.
    expect(await pdfPageSize(file)).toEqual({ width: 792, height: 612 });

    const text = pagesOf(await pdfText(file));
    const first = text[0] ?? '';
    expect(first).toContain('Craftwork');
    expect(first).toContain('North Plant');
    expect(first).toContain('Standing Scaffolds');
    expect(first).toContain('Generated 11/24/2026 06:00 AM EST');
    expect(first).toMatch(/Statuses: Open, In Progress/);
    expect(first).toMatch(/Companies: All/);
    expect(first).toMatch(
      /T-1\s+Deck boards, level 0\s+Acme Scaffolding\s+Boiler house\s+Open\s+Scaffold\s+0/,
    );
    expect(first).toContain(`Page 1 of ${pages}`);
    // The first page holds exactly its share of rows; the next one starts where it stopped.
    expect(first).toContain(`T-${layout.firstPage.rows} `);
    expect(first).not.toContain(`T-${layout.firstPage.rows + 1} `);
    const second = text[1] ?? '';
    expect(second).toMatch(/Task #\s+Title\s+Company\s+Location\s+Status\s+Craft\s+Days Standing/);
    expect(second).toContain(`T-${layout.firstPage.rows + 1} `);
    expect(second).toContain(`Page 2 of ${pages}`);
    const last = text[pages - 1] ?? '';
    expect(last).toContain(`Page ${pages} of ${pages}`);
    expect(last).toContain('T-2000 ');

    const png = PNG.sync.read(await readFile(await pdfPageToPng(file, 1, 50)));
    expect((await stat(await pdfPageToPng(file, 1))).size).toBeGreaterThan(5_000);
    let dark = 0;
    for (let i = 0; i < png.data.length; i += 4) {
      const luminance =
        0.299 * (png.data[i] ?? 255) +
        0.587 * (png.data[i + 1] ?? 255) +
        0.114 * (png.data[i + 2] ?? 255);
      if (luminance < 128) dark += 1;
    }
    // The brand band and the header row alone are thousands of dark pixels; text adds more.
    expect(dark).toBeGreaterThan(5_000);
    expect(dark).toBeLessThan(png.width * png.height * 0.5);
  });

  it('prints only the site’s name when white-labelled', async () => {
    const file = await writePdf(
      'white-label.pdf',
      options({ total: 40, brand: printBrand('craftwork', 'North Plant', true) }),
    );
    const text = await pdfText(file);
    expect(text).toContain('North Plant');
    expect(text).toContain('Standing Scaffolds');
    expect(text).not.toMatch(/craftwork/i);
  });

  it('prints the header row and "No rows match these filters." for an empty report', async () => {
    const file = await writePdf('empty.pdf', options({ total: 0 }));
    expect(await pdfPageCount(file)).toBe(1);
    const text = await pdfText(file);
    expect(text).toMatch(/Task #\s+Title\s+Company/);
    expect(text).toContain('No rows match these filters.');
    expect(text).toContain('Page 1 of 1');
  });

  it('prints every header whole: shrunk to fit a narrow column, else the column widened', async () => {
    const headers = [...STANDING_SCAFFOLD_HEADERS];
    const file = await writePdf(
      'headers.pdf',
      options({ headers, widths: [1.5, 3, 2, 2, 2, 1, 1.5], total: 1 }),
      () => ['T-1', 'Deck', 'Boiler house', 'Acme', '01/02/2026', 1140, '01/03/2026'],
    );
    const text = await pdfText(file);
    expect(text).toMatch(new RegExp(headers.map((h) => h.replace('#', '\\#')).join('\\s+')));
    expect(text).not.toContain('\u2026');
  });

  it('prints any script as typed: Polish, Cyrillic, Greek and CJK from the embedded fonts', async () => {
    const title = 'Gerüst Nord – Łódź – Ø 48 – 足場 – Леса';
    const file = await writePdf(
      'unicode.pdf',
      options({ total: 3, title, filters: [{ label: 'Firma', value: 'Łódź Bau Σκαλωσιά' }] }),
      (i) => [`工-${i}`, title, 'Müller – “Nord”', 'naïve\nline', null, undefined, -i],
    );
    const text = await pdfText(file);
    expect(text).toContain('Łódź');
    expect(text).toContain('Леса');
    expect(text).toContain('足場');
    expect(text).toContain('Firma: Łódź Bau Σκαλωσιά');
    expect(text).toContain('工-0');
    expect(text).toContain('Müller – “Nord”');
    // A line break in a cell is kept: the cell wraps there.
    expect(text).toMatch(/naïve[^\n]*\n\s*line\n/);
  });

  it('wraps a long cell to at most three lines, and takes landscape or portrait as chosen', async () => {
    const long =
      'Replace the deck boards on level three of the east stairwell and re-tag the scaffold after the inspection by the competent person on site';
    const file = await writePdf(
      'wrapped.pdf',
      options({ paperSize: 'A4', orientation: 'portrait', total: 2 }),
      (i) => [`T-${i + 1}`, long, 'Acme', 'Boiler house', 'Open', 'Scaffold', i],
    );
    expect(await pdfPageSize(file)).toEqual({ width: 595.28, height: 841.89 });
    const text = await pdfText(file);
    expect(text).toContain('Replace the deck');
    expect(text).toContain('T-2');
    // Cut after three lines, with an ellipsis.
    expect(text).toContain('\u2026');
    expect(text).not.toContain('competent person on site');
    const landscape = await writePdf(
      'landscape.pdf',
      options({
        paperSize: 'A4',
        orientation: 'landscape',
        headers: ['Item', 'Quantity'],
        widths: undefined,
        total: 1,
      }),
      () => ['Deck', 1],
    );
    expect(await pdfPageSize(landscape)).toEqual({ width: 841.89, height: 595.28 });
  });

  it('uses portrait for narrow tables and the chosen paper size', async () => {
    const file = await writePdf(
      'legal.pdf',
      options({ paperSize: 'Legal', headers: ['Item', 'Quantity'], widths: undefined, total: 5 }),
      (i) => [`Item ${i}`, i],
    );
    expect(await pdfPageCount(file)).toBe(1);
    expect(await pdfPageSize(file)).toEqual({ width: 612, height: 1008 });
    expect(await pdfText(file)).toMatch(/Item 4\s+4/);
  });

  it('waits for a slow destination to drain between pages, and ends once it has finished', async () => {
    let bytes = 0;
    let mostBuffered = 0;
    const slow: Writable = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        mostBuffered = Math.max(mostBuffered, slow.writableLength);
        setTimeout(done, 1);
      },
    });
    let finished = false;
    slow.on('finish', () => {
      finished = true;
    });
    const writer = createReportPdf(slow, options({ total: 1000 }));
    // The pages are drawn at `end` (rows differ in height): without waiting between pages, the
    // whole document would sit in the slow destination's buffer.
    await writer.addRows(Array.from({ length: 1000 }, (_, i) => row(i)));
    await writer.end();
    expect(finished).toBe(true);
    expect(bytes).toBeGreaterThan(40_000);
    expect(mostBuffered).toBeLessThan(bytes / 4);
  });

  it('rejects when the destination fails', async () => {
    const out = new PassThrough();
    const writer = createReportPdf(out, options({ total: 500 }));
    out.destroy(new Error('disk full'));
    await expect(
      (async () => {
        await writer.addRows(Array.from({ length: 500 }, (_, i) => row(i)));
        await writer.end();
      })(),
    ).rejects.toThrow('disk full');
  });
});
