import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { languageDirection } from '@craftwork/domain/i18n/languages';
import { translator } from '../../../i18n/translator.ts';
import { createPdfDocument } from '../../../pdf/fonts.ts';
import type { TReportPdfOptions, TReportPdfWriter, TReportRow } from '../report-document.ts';
import { caughtUp, drained } from './backpressure.ts';
import {
  headerWidths,
  drawFirstPageHeader,
  drawFooter,
  drawNoRows,
  drawRow,
  drawRunningHeader,
  drawTableHeader,
  rowHeightOf,
  rowLines,
} from './draw-page.ts';
import { bodyRoom, METRICS, pageStarts, reportLayout } from './layout.ts';

/**
 * A report's PDF written to `out` (pdfkit, the embedded Noto fonts; decision 203). Long cells
 * wrap to at most three lines, so rows differ in height and the pages (and "Page N of M") are
 * known only once every row is in: as rows arrive, each one's height is kept and the row is
 * spooled to a temporary file (a report may hold 500,000 rows); `end` lays the pages out from
 * the heights, reads the rows back and draws page by page, waiting for `out` to drain between
 * pages (no `bufferPages`), so neither the rows nor the document sit in memory.
 */
export function createReportPdf(out: Writable, options: TReportPdfOptions): TReportPdfWriter {
  const language = options.language ?? 'en';
  const { t } = translator(language);
  const words = {
    generated: t('pdf', 'report.generated', { at: options.generatedAt }),
    more: (count: number) => t('pdf', 'report.more', { count }),
  };
  // Every page is added with the layout's size; the document's own size is never used.
  const doc = createPdfDocument(
    {
      margin: 0,
      autoFirstPage: false,
      bufferPages: false,
      compress: true,
      info: {
        Title: options.title,
        Author: options.brand.siteName,
        Creator: options.brand.productName ?? options.brand.siteName,
      },
    },
    languageDirection(language),
  );

  const layout = reportLayout({
    paperSize: options.paperSize,
    orientation: options.orientation ?? 'auto',
    columnCount: options.headers.length,
    filterCount: options.filters.length,
    widths: options.widths,
    // A header is never cut ("# Days S…"): its column is at least as wide as it prints.
    minimumWidths: headerWidths(doc, options.headers),
  });

  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
  };
  doc.on('error', (error: Error) => {
    fail(error);
    out.destroy(error);
  });
  out.on('error', fail);
  // Settles once `out` has flushed and closed (or failed); awaited by `end`.
  const written = finished(out);
  written.catch(fail);
  doc.pipe(out);

  const heights: number[] = [];
  let ended = false;
  // The spool of rows, one JSON array a line (strings, numbers and nulls survive as they are).
  const spool = (async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'craftwork-report-rows-'));
    const file = path.join(dir, 'rows.ndjson');
    return { dir, file, stream: createWriteStream(file, { mode: 0o600 }) };
  })();

  const startPage = (page: number, pages: number) => {
    // Adding a page ends the previous one: its content is written out and released.
    doc.addPage({ size: [layout.pageWidth, layout.pageHeight], margin: 0 });
    const area = page === 1 ? layout.firstPage : layout.laterPages;
    if (page === 1) drawFirstPageHeader(doc, layout, options, words);
    else drawRunningHeader(doc, layout, options);
    drawTableHeader(doc, layout, options, area.tableTop);
    const pageLabel = t('pdf', 'report.page', { page: String(page), total: String(pages) });
    drawFooter(doc, layout, options, pageLabel);
    return area.tableTop + METRICS.tableHeaderHeight;
  };

  const draw = async (rows: AsyncIterator<string>) => {
    const starts = pageStarts(
      heights,
      bodyRoom(layout.firstPage.tableTop, layout.footerTop),
      bodyRoom(layout.laterPages.tableTop, layout.footerTop),
    );
    for (let page = 1; page <= starts.length; page++) {
      if (failure) throw failure;
      let top = startPage(page, starts.length);
      const from = starts[page - 1] ?? 0;
      const to = starts[page] ?? heights.length;
      for (let index = from; index < to; index++) {
        const next = await rows.next();
        if (next.done) break;
        const row = JSON.parse(next.value) as TReportRow;
        const height = heights[index] ?? METRICS.rowHeight;
        drawRow(
          doc,
          layout,
          top,
          height,
          (index - from) % 2 === 1,
          row,
          rowLines(doc, layout, row),
        );
        top += height;
      }
      if (heights.length === 0)
        drawNoRows(doc, layout, layout.firstPage.tableTop, t('pdf', 'report.noRows'));
      await caughtUp(doc, out);
    }
  };

  return {
    addRows: async (batch: readonly TReportRow[]) => {
      if (ended) throw new Error('Rows were added to a report PDF after it was ended.');
      if (failure) throw failure;
      const { stream } = await spool;
      let text = '';
      for (const row of batch) {
        heights.push(rowHeightOf(rowLines(doc, layout, row)));
        text += `${JSON.stringify(row)}\n`;
      }
      if (!stream.write(text)) await drained(stream);
    },
    end: async () => {
      if (ended) return written;
      ended = true;
      const { dir, file, stream } = await spool;
      try {
        if (failure) throw failure;
        stream.end();
        await finished(stream);
        const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
        await draw(lines[Symbol.asyncIterator]());
        lines.close();
        doc.end();
        await written;
        if (failure) throw failure;
      } finally {
        stream.destroy();
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
