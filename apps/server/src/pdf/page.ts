import { FONT } from './fonts.ts';
import { line, lineRight } from './text.ts';

/**
 * The page furniture every PDF writer shares (reports, estimates and invoices, inspection
 * reports, QR tags): paper sizes, the two text colours, and the footer of a rule with a label
 * on the left and "Page N of M" on the right.
 */
export type TPdfDoc = PDFKit.PDFDocument;

/** Portrait sizes in points (ISO 216 A4; US Letter and Legal). */
export const PAPER_POINTS = {
  A4: { width: 595.28, height: 841.89 },
  Letter: { width: 612, height: 792 },
  Legal: { width: 612, height: 1008 },
} as const;

/** Body text and the muted text of labels, captions and footers. */
export const PDF_COLORS = { text: '#111111', muted: '#555555' } as const;

/** The footer's page label. */
export function pageLabel(page: number, total: number): string {
  return `Page ${page} of ${total}`;
}

/**
 * The footer: a thin rule in the brand's colour at `ruleTop`, under it `label` (left, at most
 * `labelShare` of the width) and `page` (right, the rest but a gap).
 */
export function drawFooter(
  doc: TPdfDoc,
  footer: {
    left: number;
    width: number;
    ruleTop: number;
    color: string;
    label: string;
    page: string;
    labelShare: number;
  },
): void {
  const { left, width, ruleTop } = footer;
  doc.rect(left, ruleTop, width, 0.75).fill(footer.color);
  doc.font(FONT).fontSize(8).fillColor(PDF_COLORS.muted);
  line(doc, footer.label, left, ruleTop + 5, width * footer.labelShare);
  lineRight(doc, footer.page, left + width, ruleTop + 5, width * (0.95 - footer.labelShare));
}

/**
 * Footers on every page of a document whose pages are buffered (`bufferPages`): the page
 * count is known once the body is written.
 */
export function drawBufferedFooters(
  doc: TPdfDoc,
  footer: Omit<Parameters<typeof drawFooter>[1], 'page'> & {
    /** The page label in the reader's language; "Page N of M" when absent. */
    pageLabel?: (page: number, total: number) => string;
  },
): void {
  const { pageLabel: label = pageLabel, ...rest } = footer;
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    drawFooter(doc, { ...rest, page: label(i + 1, range.count) });
  }
}
