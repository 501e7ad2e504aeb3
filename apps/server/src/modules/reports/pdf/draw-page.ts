import type { TPrintBrand } from '@craftwork/domain/reports/brand';
import { fitLine, line, lineRight, textLines, textWidth } from '../../../pdf/text.ts';
import { FONT, FONT_BOLD } from '../../../pdf/fonts.ts';
import { drawFooter as drawPageFooter, PDF_COLORS, type TPdfDoc } from '../../../pdf/page.ts';
import type { TReportPdfOptions } from '../report-document.ts';
import { CELL_LINE_STEP, MAX_CELL_LINES, METRICS, rowHeight, type TPdfLayout } from './layout.ts';

/** The page furniture of a report PDF: brand bands, title, filters, table header, footer. */

export type { TPdfDoc };

const TEXT = PDF_COLORS.text;
const MUTED = PDF_COLORS.muted;
export const ZEBRA = '#F1F3F5';
const CELL_SIZE = 9;

/** Top of a line of `size` points centred in a box from `top` of height `height`. */
function centred(top: number, height: number, size: number): number {
  // Noto Sans's line box (ascent to descent) is 1.362 × the size; text is placed by its top.
  return top + (height - size * 1.362) / 2;
}

function brandWords(brand: TPrintBrand): { left: string; right: string | null } {
  return brand.productName === null
    ? { left: brand.siteName, right: null }
    : { left: brand.productName, right: brand.siteName };
}

/** The first page's fixed words in the reader's language (report-pdf.ts). */
export type TFirstPageWords = {
  /** "Generated 11/24/2026 06:00 AM CST". */
  generated: string;
  /** "3 more": the line counting the filters left out. */
  more: (count: number) => string;
};

const ENGLISH_WORDS: TFirstPageWords = {
  generated: '',
  more: (count) => `${count} more`,
};

/** The first page's top: brand band, title over a rule, generation time, the filters. */
export function drawFirstPageHeader(
  doc: TPdfDoc,
  layout: TPdfLayout,
  options: TReportPdfOptions,
  texts: TFirstPageWords = { ...ENGLISH_WORDS, generated: `Generated ${options.generatedAt}` },
): void {
  const m = METRICS;
  const { tableLeft: left, tableWidth: width } = layout;
  const { brand } = options;
  let y = m.margin;
  doc.rect(left, y, width, m.bandHeight).fill(brand.primary);
  const words = brandWords(brand);
  doc.font(FONT_BOLD).fontSize(15).fillColor(brand.onPrimary);
  const pad = 10;
  const half = width / 2 - 2 * pad;
  line(
    doc,
    words.left,
    left + pad,
    centred(y, m.bandHeight, 15),
    words.right ? half : width - 2 * pad,
  );
  if (words.right) {
    doc.font(FONT).fontSize(11);
    lineRight(doc, words.right, left + width - pad, centred(y, m.bandHeight, 11), half);
  }
  y += m.bandHeight + m.gapAfterBand;
  doc.font(FONT_BOLD).fontSize(18).fillColor(TEXT);
  line(doc, options.title, left, y, width);
  y += m.titleHeight;
  doc.rect(left, y, width, 2).fill(brand.secondary);
  y += m.ruleAndGap;
  doc.font(FONT).fontSize(10).fillColor(TEXT);
  line(doc, texts.generated, left, y, width);
  y += m.generatedHeight;
  doc.fontSize(9);
  const shown = filterLines(options.filters, layout.filterLines, texts.more);
  for (const filter of shown) {
    doc.font(FONT_BOLD).fillColor(MUTED);
    const label = fitLine(doc, `${filter.label}: `, width / 3);
    line(doc, label, left, y, width / 3);
    const labelWidth = textWidth(doc, label);
    doc.font(FONT).fillColor(TEXT);
    line(doc, filter.value, left + labelWidth, y, width - labelWidth);
    y += m.filterLineHeight;
  }
}

/** The filters as printed: all of them, or `max - 1` and a line counting the rest. */
export function filterLines(
  filters: readonly { label: string; value: string }[],
  max: number,
  more: (count: number) => string = ENGLISH_WORDS.more,
): { label: string; value: string }[] {
  if (filters.length <= max) return [...filters];
  const kept = filters.slice(0, max - 1);
  const rest = filters.slice(max - 1);
  return [...kept, { label: more(rest.length), value: rest.map((f) => f.label).join(', ') }];
}

/** Later pages' top: a thin band with the brand's name and the title. */
export function drawRunningHeader(
  doc: TPdfDoc,
  layout: TPdfLayout,
  options: TReportPdfOptions,
): void {
  const m = METRICS;
  const { tableLeft: left, tableWidth: width } = layout;
  const { brand } = options;
  doc.rect(left, m.margin, width, m.runningBandHeight).fill(brand.primary);
  doc.font(FONT_BOLD).fontSize(9).fillColor(brand.onPrimary);
  const y = centred(m.margin, m.runningBandHeight, 9);
  const words = brandWords(brand);
  const name = words.right ? `${words.left} \u00b7 ${words.right}` : words.left;
  line(doc, name, left + 8, y, width / 2 - 16);
  doc.font(FONT);
  lineRight(doc, options.title, left + width - 8, y, width / 2 - 16);
}

/** The least size a header shrinks to before its column must be widened. */
const HEADER_MIN_SIZE = 7;

/**
 * Each header's least width: printed at its least size, with the cell's padding. A header
 * shrinks to fit its column first, so a narrow column takes width from the others only when
 * even that does not fit.
 */
export function headerWidths(doc: TPdfDoc, headers: readonly string[]): number[] {
  doc.font(FONT_BOLD).fontSize(HEADER_MIN_SIZE);
  return headers.map((h) => textWidth(doc, h) + 2 * METRICS.cellPadding + 1);
}

/** The largest size, from the cell size down to the least, at which `text` fits `width`. */
function headerSize(doc: TPdfDoc, text: string, width: number): number {
  for (let size = CELL_SIZE; size > HEADER_MIN_SIZE; size -= 0.5) {
    if (textWidth(doc.fontSize(size), text) <= width) return size;
  }
  return HEADER_MIN_SIZE;
}

/** The table's header row on the primary colour, repeated on every page. */
export function drawTableHeader(
  doc: TPdfDoc,
  layout: TPdfLayout,
  options: TReportPdfOptions,
  top: number,
): void {
  const m = METRICS;
  doc
    .rect(layout.tableLeft, top, layout.tableWidth, m.tableHeaderHeight)
    .fill(options.brand.primary);
  doc.font(FONT_BOLD).fontSize(CELL_SIZE).fillColor(options.brand.secondary);
  const y = centred(top, m.tableHeaderHeight, CELL_SIZE);
  options.headers.forEach((header, i) => {
    const colLeft = layout.columnLefts[i] ?? layout.tableLeft;
    const width = (layout.columnWidths[i] ?? 0) - 2 * m.cellPadding;
    const size = headerSize(doc, header, width);
    doc.fontSize(size);
    line(doc, header, colLeft + m.cellPadding, y + (CELL_SIZE - size) / 2, width);
  });
  doc.fontSize(CELL_SIZE);
}

/** The footer: a thin rule, the brand's name on the left, "Page N of M" on the right. */
export function drawFooter(
  doc: TPdfDoc,
  layout: TPdfLayout,
  options: TReportPdfOptions,
  pageLabel: string,
): void {
  const words = brandWords(options.brand);
  drawPageFooter(doc, {
    left: layout.tableLeft,
    width: layout.tableWidth,
    ruleTop: layout.footerTop + 4,
    color: options.brand.primary,
    label: words.right ? `${words.left} \u00b7 ${words.right}` : words.left,
    page: pageLabel,
    labelShare: 0.6,
  });
}

/** Cell text: empty for no value; numbers as written. */
export function cellText(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** Each cell's lines: text wrapped to its column (at most MAX_CELL_LINES), numbers one line. */
export function rowLines(
  doc: TPdfDoc,
  layout: TPdfLayout,
  row: readonly (string | number | null | undefined)[],
): string[][] {
  doc.font(FONT).fontSize(CELL_SIZE);
  return layout.columnWidths.map((width, i) => {
    const value = row[i];
    const text = cellText(value);
    if (text === '' || typeof value === 'number') return text === '' ? [] : [text];
    const inner = width - 2 * METRICS.cellPadding;
    return textLines(doc, text, inner, MAX_CELL_LINES);
  });
}

/** A body row's height: its tallest cell's lines. */
export function rowHeightOf(lines: readonly (readonly string[])[]): number {
  return rowHeight(Math.max(1, ...lines.map((l) => l.length)));
}

/** One body row from `top`, `height` high, its cells' `lines`; every other row striped. */
export function drawRow(
  doc: TPdfDoc,
  layout: TPdfLayout,
  top: number,
  height: number,
  striped: boolean,
  row: readonly (string | number | null | undefined)[],
  lines: readonly (readonly string[])[],
): void {
  const m = METRICS;
  if (striped) doc.rect(layout.tableLeft, top, layout.tableWidth, height).fill(ZEBRA);
  doc.font(FONT).fontSize(CELL_SIZE).fillColor(TEXT);
  const y = centred(top, m.rowHeight, CELL_SIZE);
  for (let i = 0; i < layout.columnWidths.length; i++) {
    const cell = lines[i] ?? [];
    const colLeft = layout.columnLefts[i] ?? layout.tableLeft;
    const inner = (layout.columnWidths[i] ?? 0) - 2 * m.cellPadding;
    cell.forEach((text, n) => {
      const lineTop = y + n * CELL_LINE_STEP;
      // Numbers line up on the right, as in a spreadsheet.
      if (typeof row[i] === 'number')
        lineRight(doc, text, colLeft + m.cellPadding + inner, lineTop, inner);
      else line(doc, text, colLeft + m.cellPadding, lineTop, inner);
    });
  }
}

/** The empty report's single line under the header row. */
export function drawNoRows(
  doc: TPdfDoc,
  layout: TPdfLayout,
  tableTop: number,
  text = 'No rows match these filters.',
): void {
  doc.font(FONT).fontSize(CELL_SIZE).fillColor(MUTED);
  const top = tableTop + METRICS.tableHeaderHeight;
  line(
    doc,
    text,
    layout.tableLeft + METRICS.cellPadding,
    centred(top, METRICS.rowHeight, CELL_SIZE),
    layout.tableWidth,
  );
}
