import type { TPageOrientation, TPaperSize } from '@craftwork/domain/reports/report-types';
import { PAPER_POINTS } from '../../../pdf/page.ts';

/**
 * The report PDF's geometry, in points (1/72 in), as pure numbers: every row is one line of a
 * fixed height, so the rows on a page — and the page count printed as "Page N of M" — are known
 * from the row total before the first row is written (pages are streamed, never buffered).
 */

export { PAPER_POINTS };

/** Tables wider than this many columns are printed landscape. */
export const PORTRAIT_MAX_COLUMNS = 5;
/** Filter lines printed under the title; more are summed up on the last line. */
export const MAX_FILTER_LINES = 12;

export const METRICS = {
  margin: 36,
  /** First page: the brand band, the title, its rule, the generation time, the filters. */
  bandHeight: 36,
  gapAfterBand: 12,
  titleHeight: 24,
  ruleAndGap: 10,
  generatedHeight: 14,
  filterLineHeight: 13,
  gapBeforeTable: 10,
  /** Later pages: a thin band with the site and the title. */
  runningBandHeight: 20,
  gapAfterRunningBand: 8,
  tableHeaderHeight: 18,
  rowHeight: 15,
  /** The page number line and its rule, at the bottom margin. */
  footerHeight: 20,
  cellPadding: 4,
} as const;

export type TPageArea = {
  /** Top of the table's header row. */
  tableTop: number;
  /** Body rows that fit under the header row. */
  rows: number;
};

export type TPdfLayout = {
  landscape: boolean;
  pageWidth: number;
  pageHeight: number;
  tableLeft: number;
  tableWidth: number;
  columnWidths: number[];
  /** Left edge of each column. */
  columnLefts: number[];
  filterLines: number;
  firstPage: TPageArea;
  laterPages: TPageArea;
  /** Top of the footer (page numbers). */
  footerTop: number;
};

/** Landscape as chosen, or (auto) for a table of more than five columns. */
export function isLandscape(columnCount: number, orientation: TPageOrientation = 'auto'): boolean {
  if (orientation !== 'auto') return orientation === 'landscape';
  return columnCount > PORTRAIT_MAX_COLUMNS;
}

/** Filter lines printed: all up to the maximum, else the maximum (the last one summing up). */
export function filterLinesShown(filterCount: number): number {
  return Math.min(Math.max(filterCount, 0), MAX_FILTER_LINES);
}

/**
 * Column widths filling `tableWidth`: in proportion to `relative` when it has one positive
 * finite weight per column, else equal.
 */
export function columnWidths(
  columnCount: number,
  tableWidth: number,
  relative?: readonly number[],
  minimums: readonly number[] = [],
): number[] {
  if (columnCount <= 0) return [];
  const usable =
    relative !== undefined &&
    relative.length === columnCount &&
    relative.every((w) => Number.isFinite(w) && w > 0);
  const weights = usable ? relative : Array.from({ length: columnCount }, () => 1);
  // A column narrower than its minimum (its header's printed width) takes that minimum and
  // the others share what is left by their weights, until none is short or all are fixed.
  const fixed = new Map<number, number>();
  for (;;) {
    const room = tableWidth - [...fixed.values()].reduce((a, b) => a + b, 0);
    const sum = weights.reduce((a, w, i) => (fixed.has(i) ? a : a + w), 0);
    const widths = weights.map((w, i) => fixed.get(i) ?? (sum > 0 ? (w / sum) * room : 0));
    const short = widths.findIndex(
      (w, i) => !fixed.has(i) && w < (minimums[i] ?? 0) && (minimums[i] ?? 0) <= room,
    );
    if (short < 0 || fixed.size === columnCount - 1) return widths;
    fixed.set(short, minimums[short] ?? 0);
  }
}

function rowsBetween(tableTop: number, footerTop: number): number {
  const room = footerTop - tableTop - METRICS.tableHeaderHeight;
  return Math.max(1, Math.floor(room / METRICS.rowHeight));
}

export function reportLayout(input: {
  paperSize: TPaperSize;
  orientation?: TPageOrientation;
  columnCount: number;
  filterCount: number;
  widths?: readonly number[];
  /** Each column's least width: its header's printed width and the cell padding. */
  minimumWidths?: readonly number[];
}): TPdfLayout {
  const m = METRICS;
  const portrait = PAPER_POINTS[input.paperSize];
  const landscape = isLandscape(input.columnCount, input.orientation);
  const pageWidth = landscape ? portrait.height : portrait.width;
  const pageHeight = landscape ? portrait.width : portrait.height;
  const tableLeft = m.margin;
  const tableWidth = pageWidth - 2 * m.margin;
  const widths = columnWidths(input.columnCount, tableWidth, input.widths, input.minimumWidths);
  const columnLefts: number[] = [];
  let left = tableLeft;
  for (const w of widths) {
    columnLefts.push(left);
    left += w;
  }
  const filterLines = filterLinesShown(input.filterCount);
  const firstTableTop =
    m.margin +
    m.bandHeight +
    m.gapAfterBand +
    m.titleHeight +
    m.ruleAndGap +
    m.generatedHeight +
    filterLines * m.filterLineHeight +
    m.gapBeforeTable;
  const laterTableTop = m.margin + m.runningBandHeight + m.gapAfterRunningBand;
  const footerTop = pageHeight - m.margin - m.footerHeight;
  return {
    landscape,
    pageWidth,
    pageHeight,
    tableLeft,
    tableWidth,
    columnWidths: widths,
    columnLefts,
    filterLines,
    firstPage: { tableTop: firstTableTop, rows: rowsBetween(firstTableTop, footerTop) },
    laterPages: { tableTop: laterTableTop, rows: rowsBetween(laterTableTop, footerTop) },
    footerTop,
  };
}

/** Pages for `total` rows: the first page holds fewer; an empty report is one page. */
export function pageCount(total: number, firstRows: number, laterRows: number): number {
  if (total <= firstRows) return 1;
  return 1 + Math.ceil((total - firstRows) / laterRows);
}

/** The page (1-based) and its line (0-based) of the row at `index` (0-based). */
export function rowPosition(
  index: number,
  firstRows: number,
  laterRows: number,
): { page: number; line: number } {
  if (index < firstRows) return { page: 1, line: index };
  const after = index - firstRows;
  return { page: 2 + Math.floor(after / laterRows), line: after % laterRows };
}

/** The most lines a body cell wraps to; a longer text ends its last line with an ellipsis. */
export const MAX_CELL_LINES = 3;
/** The step between a wrapped cell's lines (9 pt text). */
export const CELL_LINE_STEP = 11.5;

/** A body row's height for its tallest cell's `lines` (one line: the fixed row height). */
export function rowHeight(lines: number): number {
  return METRICS.rowHeight + (Math.max(1, Math.min(lines, MAX_CELL_LINES)) - 1) * CELL_LINE_STEP;
}

/** Room for body rows under the header row of a page whose table starts at `tableTop`. */
export function bodyRoom(tableTop: number, footerTop: number): number {
  return footerTop - tableTop - METRICS.tableHeaderHeight;
}

/**
 * The index of the first row of each page, for rows of these `heights`: as many whole rows as
 * fit each page's room (the first page's is smaller). Always at least one page, and at least one
 * row a page.
 */
export function pageStarts(
  heights: readonly number[],
  firstRoom: number,
  laterRoom: number,
): number[] {
  const starts = [0];
  let used = 0;
  let room = firstRoom;
  heights.forEach((height, index) => {
    if (used > 0 && used + height > room) {
      starts.push(index);
      used = 0;
      room = laterRoom;
    }
    used += height;
  });
  return starts;
}
