import { describe, expect, it } from 'vitest';
import {
  bodyRoom,
  columnWidths,
  filterLinesShown,
  isLandscape,
  MAX_FILTER_LINES,
  METRICS,
  pageCount,
  pageStarts,
  reportLayout,
  rowHeight,
  rowPosition,
} from './layout.ts';

describe('reportLayout', () => {
  it.each([
    // paper, columns, filters → page size, rows on the first page, rows on later pages
    { paper: 'A4', columns: 3, filters: 0, width: 595.28, height: 841.89, first: 41, later: 46 },
    { paper: 'A4', columns: 3, filters: 2, width: 595.28, height: 841.89, first: 39, later: 46 },
    { paper: 'A4', columns: 7, filters: 2, width: 841.89, height: 595.28, first: 23, later: 30 },
    { paper: 'Letter', columns: 5, filters: 0, width: 612, height: 792, first: 38, later: 43 },
    { paper: 'Letter', columns: 6, filters: 0, width: 792, height: 612, first: 26, later: 31 },
    { paper: 'Letter', columns: 7, filters: 2, width: 792, height: 612, first: 24, later: 31 },
    { paper: 'Letter', columns: 7, filters: 12, width: 792, height: 612, first: 16, later: 31 },
    { paper: 'Letter', columns: 7, filters: 40, width: 792, height: 612, first: 16, later: 31 },
    { paper: 'Legal', columns: 3, filters: 2, width: 612, height: 1008, first: 51, later: 58 },
    { paper: 'Legal', columns: 9, filters: 2, width: 1008, height: 612, first: 24, later: 31 },
  ] as const)(
    '$paper with $columns columns and $filters filters: $first rows, then $later a page',
    ({ paper, columns, filters, width, height, first, later }) => {
      const layout = reportLayout({ paperSize: paper, columnCount: columns, filterCount: filters });
      expect(layout.pageWidth).toBe(width);
      expect(layout.pageHeight).toBe(height);
      expect(layout.landscape).toBe(width > height);
      expect(layout.firstPage.rows).toBe(first);
      expect(layout.laterPages.rows).toBe(later);
    },
  );

  it('keeps the last row above the footer and the table within the margins', () => {
    for (const paper of ['A4', 'Letter', 'Legal'] as const) {
      for (const columns of [1, 5, 12]) {
        const layout = reportLayout({ paperSize: paper, columnCount: columns, filterCount: 12 });
        for (const area of [layout.firstPage, layout.laterPages]) {
          const bottom = area.tableTop + METRICS.tableHeaderHeight + area.rows * METRICS.rowHeight;
          expect(bottom).toBeLessThanOrEqual(layout.footerTop);
          expect(bottom + METRICS.rowHeight).toBeGreaterThan(layout.footerTop);
        }
        const last = layout.columnLefts.length - 1;
        expect((layout.columnLefts[last] ?? 0) + (layout.columnWidths[last] ?? 0)).toBeCloseTo(
          layout.pageWidth - METRICS.margin,
        );
      }
    }
  });
});

describe('pageCount', () => {
  it.each([
    { total: 0, pages: 1 },
    { total: 1, pages: 1 },
    { total: 24, pages: 1 },
    { total: 25, pages: 2 },
    { total: 55, pages: 2 },
    { total: 56, pages: 3 },
    { total: 86, pages: 3 },
    { total: 87, pages: 4 },
    { total: 2000, pages: 65 },
    { total: 50_000, pages: 1614 },
  ])('$total rows at 24 then 31 a page make $pages pages', ({ total, pages }) => {
    expect(pageCount(total, 24, 31)).toBe(pages);
  });

  it('agrees with where the last row lands', () => {
    for (let total = 1; total <= 200; total++) {
      expect(rowPosition(total - 1, 24, 31).page).toBe(pageCount(total, 24, 31));
    }
  });
});

describe('rowPosition', () => {
  it.each([
    { index: 0, page: 1, line: 0 },
    { index: 23, page: 1, line: 23 },
    { index: 24, page: 2, line: 0 },
    { index: 54, page: 2, line: 30 },
    { index: 55, page: 3, line: 0 },
  ])('row $index is on page $page, line $line', ({ index, page, line }) => {
    expect(rowPosition(index, 24, 31)).toEqual({ page, line });
  });
});

describe('columnWidths', () => {
  it.each([
    { count: 3, relative: undefined, widths: [100, 100, 100] },
    { count: 3, relative: [1, 2, 3], widths: [50, 100, 150] },
    { count: 3, relative: [1, 2], widths: [100, 100, 100] },
    { count: 2, relative: [1, 0], widths: [150, 150] },
    { count: 2, relative: [1, Number.NaN], widths: [150, 150] },
    { count: 0, relative: undefined, widths: [] },
  ])('$count columns weighted $relative', ({ count, relative, widths }) => {
    expect(columnWidths(count, 300, relative)).toEqual(widths);
  });

  it.each([
    { relative: [1, 1, 1], minimums: [0, 0, 0], widths: [100, 100, 100] },
    { relative: [4, 1, 1], minimums: [0, 0, 80], widths: [176, 44, 80] },
    { relative: [1, 2, 3], minimums: [90, 0, 0], widths: [90, 84, 126] },
    { relative: [1, 1], minimums: [400, 0], widths: [150, 150] },
  ])(
    'gives each column at least its minimum, the rest by weight: $relative, $minimums',
    ({ relative, minimums, widths }) => {
      const got = columnWidths(relative.length, 300, relative, minimums);
      expect(got.map((w) => Math.round(w))).toEqual(widths);
      expect(got.reduce((a, b) => a + b, 0)).toBeCloseTo(300);
    },
  );
});

describe('filterLinesShown', () => {
  it.each([
    { filters: 0, lines: 0 },
    { filters: 3, lines: 3 },
    { filters: MAX_FILTER_LINES, lines: MAX_FILTER_LINES },
    { filters: MAX_FILTER_LINES + 5, lines: MAX_FILTER_LINES },
  ])('$filters filters take $lines lines', ({ filters, lines }) => {
    expect(filterLinesShown(filters)).toBe(lines);
  });
});

describe('pageStarts', () => {
  it.each([
    { heights: [], first: 45, later: 60, starts: [0] },
    { heights: [15, 15, 15], first: 45, later: 60, starts: [0] },
    { heights: [15, 15, 15, 15], first: 45, later: 60, starts: [0, 3] },
    // A wrapped row that does not fit moves whole to the next page.
    { heights: [15, 38, 15, 15, 15, 15], first: 45, later: 60, starts: [0, 1, 3] },
    // A row taller than a page still gets one to itself.
    { heights: [80, 15], first: 45, later: 60, starts: [0, 1] },
  ])('$heights in $first then $later', ({ heights, first, later, starts }) => {
    expect(pageStarts(heights, first, later)).toEqual(starts);
  });

  it('matches the fixed count for one-line rows', () => {
    const layout = reportLayout({ paperSize: 'A4', columnCount: 8, filterCount: 2 });
    const heights = Array.from({ length: 500 }, () => rowHeight(1));
    const first = bodyRoom(layout.firstPage.tableTop, layout.footerTop);
    const later = bodyRoom(layout.laterPages.tableTop, layout.footerTop);
    expect(pageStarts(heights, first, later).length).toBe(
      pageCount(500, layout.firstPage.rows, layout.laterPages.rows),
    );
  });
});

describe('rowHeight', () => {
  it.each([
    { lines: 1, height: 15 },
    { lines: 2, height: 26.5 },
    { lines: 3, height: 38 },
    { lines: 9, height: 38 },
  ])('$lines lines: $height pt', ({ lines, height }) => {
    expect(rowHeight(lines)).toBe(height);
  });
});

describe('isLandscape', () => {
  it.each([
    { columns: 5, orientation: 'auto', landscape: false },
    { columns: 6, orientation: 'auto', landscape: true },
    { columns: 3, orientation: 'landscape', landscape: true },
    { columns: 12, orientation: 'portrait', landscape: false },
  ] as const)('$columns columns, $orientation', ({ columns, orientation, landscape }) => {
    expect(isLandscape(columns, orientation)).toBe(landscape);
  });
});
