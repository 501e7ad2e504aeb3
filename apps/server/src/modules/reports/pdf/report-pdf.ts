import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createPdfDocument } from '../../../pdf/fonts.ts';
import type { TReportPdfOptions, TReportPdfWriter, TReportRow } from '../report-document.ts';
import { caughtUp } from './backpressure.ts';
import {
  headerWidths,
  drawFirstPageHeader,
  drawFooter,
  drawNoRows,
  drawRow,
  drawRunningHeader,
  drawTableHeader,
} from './draw-page.ts';
import { pageCount, reportLayout } from './layout.ts';

/**
 * A report's PDF written to `out` as rows arrive (pdfkit, the embedded Noto fonts). Pages are flushed
 * as they fill (no `bufferPages`), and `addRows` waits for `out` to drain between pages, so
 * memory holds about a page whatever the row count. Every row is one line, so "Page N of M" is
 * known from `options.total` up front; the caller must pass the exact total.
 */
export function createReportPdf(out: Writable, options: TReportPdfOptions): TReportPdfWriter {
  // Every page is added with the layout's size; the document's own size is never used.
  const doc = createPdfDocument({
    margin: 0,
    autoFirstPage: false,
    bufferPages: false,
    compress: true,
    info: {
      Title: options.title,
      Author: options.brand.siteName,
      Creator: options.brand.productName ?? options.brand.siteName,
    },
  });

  const layout = reportLayout({
    paperSize: options.paperSize,
    columnCount: options.headers.length,
    filterCount: options.filters.length,
    widths: options.widths,
    // A header is never cut ("# Days S…"): its column is at least as wide as it prints.
    minimumWidths: headerWidths(doc, options.headers),
  });
  const pages = pageCount(options.total, layout.firstPage.rows, layout.laterPages.rows);

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

  let page = 0;
  let tableTop = 0;
  let capacity = 0;
  let line = 0;
  let rowsWritten = 0;
  let ended = false;

  const startPage = () => {
    // Adding a page ends the previous one: its content is written out and released.
    doc.addPage({ size: [layout.pageWidth, layout.pageHeight], margin: 0 });
    page += 1;
    const area = page === 1 ? layout.firstPage : layout.laterPages;
    if (page === 1) drawFirstPageHeader(doc, layout, options);
    else drawRunningHeader(doc, layout, options);
    tableTop = area.tableTop;
    capacity = area.rows;
    line = 0;
    drawTableHeader(doc, layout, options, tableTop);
    // More rows than the announced total spill onto pages that cannot claim an "of M".
    drawFooter(doc, layout, options, page <= pages ? `Page ${page} of ${pages}` : `Page ${page}`);
  };

  startPage();

  return {
    addRows: async (rows: readonly TReportRow[]) => {
      if (ended) throw new Error('Rows were added to a report PDF after it was ended.');
      for (const row of rows) {
        if (failure) throw failure;
        if (line === capacity) {
          startPage();
          await caughtUp(doc, out);
        }
        drawRow(doc, layout, tableTop, line, row);
        line += 1;
        rowsWritten += 1;
      }
      if (failure) throw failure;
    },
    end: async () => {
      if (ended) return written;
      ended = true;
      if (failure) throw failure;
      if (rowsWritten === 0) drawNoRows(doc, layout, tableTop);
      doc.end();
      await written;
      if (failure) throw failure;
    },
  };
}
