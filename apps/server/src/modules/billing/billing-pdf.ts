import type { TLineRow } from '@craftwork/domain/billing/lines';
import { formatMoney, formatTaxRate, milliToQuantity } from '@craftwork/domain/billing/money';
import type { TTotals } from '@craftwork/domain/billing/money';
import type { TRemitTo } from '@craftwork/domain/billing/settings';
import { printBrand, type TPrintBrand } from '@craftwork/domain/reports/brand';
import { createPdfDocument, FONT, FONT_BOLD } from '../../pdf/fonts.ts';
import { drawBufferedFooters, PAPER_POINTS, PDF_COLORS } from '../../pdf/page.ts';
import { line, lineHeight, lineRight, textBlock, textHeight, textLines } from '../../pdf/text.ts';

/** What an estimate's or invoice's PDF shows. */
export type TBillingDocument = TTotals & {
  kind: 'estimate' | 'invoice';
  /** EST-0001 / INV-0001. */
  number: string;
  /** The site's name (the issuer) and whether the brand band is left out. */
  siteName: string;
  whiteLabel: boolean;
  /** The app's brand (env BRAND); the default brand when absent. */
  brand?: string;
  customerName: string;
  customerEmail: string;
  address: string | null;
  title: string;
  notes: string;
  /** Estimates: the terms; invoices: empty. */
  terms: string;
  /** Site days (YYYY-MM-DD): issued, and due (invoices) or valid until (estimates). */
  issueDate: string;
  dueDate: string | null;
  status: string;
  taxRateBp: number;
  taxExempt: boolean;
  lines: TLineRow[];
  /** Approved estimates: who approved, and the signature PNG. */
  approvedByName: string | null;
  signaturePng: Buffer | null;
  /** Invoices once sent: the sum of the live payments (with the balance due); null for none. */
  paidCents: number | null;
  paidDate: string | null;
  /** Invoices: where to send payment (the managing company's address and payment details). */
  remitTo?: TRemitTo | null;
};

type TDoc = PDFKit.PDFDocument;

const PAGE = PAPER_POINTS.Letter;
const MARGIN = 40;
const LEFT = MARGIN;
const WIDTH = PAGE.width - 2 * MARGIN;
/** Content stops above the footer (rule and "Page N of M"). */
const BOTTOM = PAGE.height - MARGIN - 22;
const TEXT = PDF_COLORS.text;
const MUTED = PDF_COLORS.muted;
const ZEBRA = '#F1F3F5';
const CELL = 9;
const PAD = 4;
/** Longest name or description printed in a line's cell (a cell wraps to at most this). */
const MAX_CELL_CHARS = 600;

/** The lines table: item, description, qty, unit, unit price, discount, amount. */
const COLUMNS = [
  { header: 'Item', width: 108, right: false },
  { header: 'Description', width: 150, right: false },
  { header: 'Qty', width: 42, right: true },
  { header: 'Unit', width: 40, right: false },
  { header: 'Unit price', width: 64, right: true },
  { header: 'Discount', width: 58, right: true },
  { header: 'Amount', width: 70, right: true },
] as const;

const QUANTITY = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** A site day "2026-11-24" as printed: "11/24/2026". */
export function printedDate(day: string | null): string {
  const m = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}

function cut(text: string): string {
  return text.length > MAX_CELL_CHARS ? `${text.slice(0, MAX_CELL_CHARS).trimEnd()}\u2026` : text;
}

/** The document's cells for one line, in COLUMNS order. */
function lineCells(row: TLineRow): string[] {
  return [
    cut(row.name),
    cut(row.description),
    QUANTITY.format(milliToQuantity(row.quantityMilli)),
    row.unit,
    formatMoney(row.unitPriceCents),
    row.discountCents ? formatMoney(-row.discountCents) : '',
    formatMoney(row.amountCents),
  ];
}

/**
 * Lays the document out top to bottom, starting a page whenever the next block does not fit;
 * pages are kept (`bufferPages`, a document is at most a few pages) so that every footer can
 * say "Page N of M" once the count is known.
 */
class Layout {
  y = MARGIN;
  private readonly doc: TDoc;
  private readonly brand: TPrintBrand;
  private readonly heading: string;

  constructor(doc: TDoc, brand: TPrintBrand, heading: string) {
    this.doc = doc;
    this.brand = brand;
    this.heading = heading;
  }

  newPage(): void {
    this.doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    this.y = MARGIN;
  }

  /** A later page's thin band: the issuer and the document's number. */
  runningHeader(): void {
    const { doc } = this;
    doc.rect(LEFT, this.y, WIDTH, 20).fill(this.brand.primary);
    doc.font(FONT_BOLD).fontSize(9).fillColor(this.brand.onPrimary);
    line(doc, this.brand.siteName, LEFT + 8, this.y + 5.5, WIDTH / 2 - 16);
    doc.font(FONT);
    lineRight(doc, this.heading, LEFT + WIDTH - 8, this.y + 5.5, WIDTH / 2 - 16);
    this.y += 28;
  }

  /** Starts a page when `height` does not fit below the cursor; true when it did. */
  ensure(height: number): boolean {
    if (this.y + height <= BOTTOM) return false;
    this.newPage();
    this.runningHeader();
    return true;
  }
}

function drawTop(doc: TDoc, layout: Layout, brand: TPrintBrand, input: TBillingDocument): void {
  const bandHeight = 36;
  doc.rect(LEFT, layout.y, WIDTH, bandHeight).fill(brand.primary);
  doc.fillColor(brand.onPrimary);
  const textTop = layout.y + (bandHeight - 15 * 1.16) / 2;
  if (brand.productName === null) {
    doc.font(FONT_BOLD).fontSize(15);
    line(doc, brand.siteName, LEFT + 10, textTop, WIDTH - 20);
  } else {
    doc.font(FONT_BOLD).fontSize(15);
    line(doc, brand.productName, LEFT + 10, textTop, WIDTH / 2 - 20);
    doc.font(FONT).fontSize(11);
    lineRight(doc, brand.siteName, LEFT + WIDTH - 10, textTop + 2, WIDTH / 2 - 20);
  }
  layout.y += bandHeight + 14;

  const kindWord = input.kind === 'estimate' ? 'ESTIMATE' : 'INVOICE';
  doc.font(FONT_BOLD).fontSize(20).fillColor(TEXT);
  line(doc, `${kindWord} ${input.number}`, LEFT, layout.y, WIDTH * 0.65);
  doc.font(FONT).fontSize(11).fillColor(MUTED);
  lineRight(doc, input.status, LEFT + WIDTH, layout.y + 5, WIDTH * 0.3);
  layout.y += 28;
  doc.rect(LEFT, layout.y, WIDTH, 2).fill(brand.secondary);
  layout.y += 12;

  // Left: the customer; right: the dates.
  const top = layout.y;
  const leftWidth = WIDTH * 0.58;
  doc.font(FONT_BOLD).fontSize(8).fillColor(MUTED);
  line(doc, input.kind === 'estimate' ? 'PREPARED FOR' : 'BILL TO', LEFT, layout.y, leftWidth);
  layout.y += 12;
  doc.font(FONT_BOLD).fontSize(11).fillColor(TEXT);
  line(doc, input.customerName, LEFT, layout.y, leftWidth);
  layout.y += 15;
  doc.font(FONT).fontSize(10);
  if (input.customerEmail) {
    line(doc, input.customerEmail, LEFT, layout.y, leftWidth);
    layout.y += 13;
  }
  if (input.address) {
    const options = { width: leftWidth, height: lineHeight(doc) * 3 };
    layout.y += textBlock(doc, input.address, LEFT, layout.y, options) + 2;
  }

  const dates: [string, string][] = [['Issued', printedDate(input.issueDate)]];
  if (input.dueDate) {
    dates.push([input.kind === 'estimate' ? 'Valid until' : 'Due', printedDate(input.dueDate)]);
  }
  if (input.kind === 'invoice' && input.paidDate) {
    dates.push(['Paid', printedDate(input.paidDate)]);
  }
  let dateY = top;
  const labelsLeft = LEFT + leftWidth + 20;
  for (const [label, value] of dates) {
    doc.font(FONT_BOLD).fontSize(10).fillColor(MUTED);
    line(doc, label, labelsLeft, dateY, 70);
    doc.font(FONT).fillColor(TEXT);
    lineRight(doc, value, LEFT + WIDTH, dateY, WIDTH - leftWidth - 100);
    dateY += 14;
  }
  layout.y = Math.max(layout.y, dateY) + 14;

  if (input.title) {
    doc.font(FONT_BOLD).fontSize(13).fillColor(TEXT);
    line(doc, input.title, LEFT, layout.y, WIDTH);
    layout.y += 18;
  }
  if (input.notes) paragraph(doc, layout, input.notes, 10);
}

/** Wrapped text that may run over pages, line by line. */
function paragraph(doc: TDoc, layout: Layout, text: string, size: number): void {
  doc.font(FONT).fontSize(size).fillColor(TEXT);
  const each = lineHeight(doc);
  for (const shown of textLines(doc, text, WIDTH)) {
    if (layout.ensure(each)) doc.font(FONT).fontSize(size).fillColor(TEXT);
    line(doc, shown, LEFT, layout.y, WIDTH);
    layout.y += each;
  }
  layout.y += 8;
}

function columnLefts(): number[] {
  const lefts: number[] = [];
  let x = LEFT;
  for (const c of COLUMNS) {
    lefts.push(x);
    x += c.width;
  }
  return lefts;
}

function drawTableHeader(doc: TDoc, layout: Layout, brand: TPrintBrand): void {
  const lefts = columnLefts();
  doc.rect(LEFT, layout.y, WIDTH, 18).fill(brand.primary);
  doc.font(FONT_BOLD).fontSize(CELL).fillColor(brand.secondary);
  COLUMNS.forEach((c, i) => {
    const x = lefts[i] ?? LEFT;
    const inner = c.width - 2 * PAD;
    if (c.right) lineRight(doc, c.header, x + PAD + inner, layout.y + 4.8, inner);
    else line(doc, c.header, x + PAD, layout.y + 4.8, inner);
  });
  layout.y += 18;
}

function drawLines(doc: TDoc, layout: Layout, brand: TPrintBrand, lines: TLineRow[]): void {
  const lefts = columnLefts();
  layout.ensure(18 + 16);
  drawTableHeader(doc, layout, brand);
  if (lines.length === 0) {
    doc.font(FONT).fontSize(CELL).fillColor(MUTED);
    line(doc, 'No lines.', LEFT + PAD, layout.y + 4, WIDTH);
    layout.y += 16;
    return;
  }
  lines.forEach((row, index) => {
    const cells = lineCells(row);
    const wrapped = [0, 1].map((i) => {
      doc.font(i === 0 ? FONT_BOLD : FONT).fontSize(CELL);
      const width = (COLUMNS[i]?.width ?? 0) - 2 * PAD;
      return textHeight(doc, cells[i] ?? '', { width });
    });
    const height = Math.max(16, ...wrapped.map((h) => h + 6));
    if (layout.ensure(height)) drawTableHeader(doc, layout, brand);
    if (index % 2 === 1) doc.rect(LEFT, layout.y, WIDTH, height).fill(ZEBRA);
    COLUMNS.forEach((c, i) => {
      const text = cells[i] ?? '';
      if (!text) return;
      const x = lefts[i] ?? LEFT;
      const inner = c.width - 2 * PAD;
      doc
        .font(i === 0 ? FONT_BOLD : FONT)
        .fontSize(CELL)
        .fillColor(i === 1 ? MUTED : TEXT);
      if (i <= 1) textBlock(doc, text, x + PAD, layout.y + 3.5, { width: inner });
      else if (c.right) lineRight(doc, text, x + PAD + inner, layout.y + 3.5, inner);
      else line(doc, text, x + PAD, layout.y + 3.5, inner);
    });
    layout.y += height;
  });
  doc.rect(LEFT, layout.y, WIDTH, 0.75).fill(MUTED);
  layout.y += 10;
}

function drawTotals(doc: TDoc, layout: Layout, input: TBillingDocument): void {
  const rows: { label: string; value: string; bold?: boolean }[] = [
    { label: 'Subtotal', value: formatMoney(input.subtotalCents) },
    input.taxExempt
      ? { label: 'Tax exempt', value: formatMoney(0) }
      : { label: `Tax (${formatTaxRate(input.taxRateBp)})`, value: formatMoney(input.taxCents) },
    { label: 'Total', value: formatMoney(input.totalCents), bold: true },
  ];
  if (input.kind === 'invoice' && input.paidCents !== null) {
    rows.push({ label: 'Amount paid', value: formatMoney(input.paidCents) });
    rows.push({
      label: 'Balance due',
      value: formatMoney(Math.max(0, input.totalCents - input.paidCents)),
      bold: true,
    });
  }
  layout.ensure(rows.length * 16 + 4);
  const labelLeft = LEFT + WIDTH - 250;
  for (const row of rows) {
    doc
      .font(row.bold ? FONT_BOLD : FONT)
      .fontSize(row.bold ? 12 : 10)
      .fillColor(TEXT);
    line(doc, row.label, labelLeft, layout.y, 150);
    lineRight(doc, row.value, LEFT + WIDTH, layout.y, 100);
    layout.y += row.bold ? 18 : 15;
  }
  layout.y += 10;
}

/** "Remit to": the managing company's name, address and payment details, kept together. */
function drawRemitTo(doc: TDoc, layout: Layout, input: TBillingDocument): void {
  const remit = input.kind === 'invoice' ? input.remitTo : null;
  if (!remit) return;
  layout.ensure(40);
  doc.font(FONT_BOLD).fontSize(11).fillColor(TEXT);
  line(doc, 'Remit to', LEFT, layout.y, WIDTH);
  layout.y += 15;
  const text = [remit.companyName ?? '', remit.address, remit.paymentDetails]
    .filter((part) => part.trim() !== '')
    .join('\n');
  paragraph(doc, layout, text, 9);
}

function drawApproval(doc: TDoc, layout: Layout, input: TBillingDocument): void {
  if (input.kind !== 'estimate' || !input.approvedByName) return;
  layout.ensure(16 + 70 + 16);
  doc.font(FONT_BOLD).fontSize(11).fillColor(TEXT);
  line(doc, 'Approved', LEFT, layout.y, WIDTH);
  layout.y += 16;
  if (input.signaturePng) {
    try {
      doc.image(input.signaturePng, LEFT, layout.y, { fit: [220, 64] });
    } catch {
      // A signature that cannot be drawn leaves the typed name standing alone.
    }
    layout.y += 68;
  }
  doc.rect(LEFT, layout.y, 220, 0.75).fill(MUTED);
  layout.y += 4;
  doc.font(FONT).fontSize(10).fillColor(TEXT);
  line(doc, input.approvedByName, LEFT, layout.y, 220);
  layout.y += 20;
}

/** The document as a PDF (Letter, the embedded fonts through the shared PDF text helpers). */
export async function renderBillingPdf(input: TBillingDocument): Promise<Buffer> {
  const brand = printBrand(input.brand ?? 'craftwork', input.siteName, input.whiteLabel);
  const heading = `${input.kind === 'estimate' ? 'Estimate' : 'Invoice'} ${input.number}`;
  const doc = createPdfDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    compress: true,
    info: { Title: heading, Author: input.siteName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const layout = new Layout(doc, brand, heading);
  layout.newPage();
  drawTop(doc, layout, brand, input);
  drawLines(doc, layout, brand, input.lines);
  drawTotals(doc, layout, input);
  drawRemitTo(doc, layout, input);
  if (input.terms) {
    layout.ensure(40);
    doc.font(FONT_BOLD).fontSize(11).fillColor(TEXT);
    line(doc, 'Terms', LEFT, layout.y, WIDTH);
    layout.y += 15;
    paragraph(doc, layout, input.terms, 9);
  }
  drawApproval(doc, layout, input);
  drawBufferedFooters(doc, {
    left: LEFT,
    width: WIDTH,
    ruleTop: PAGE.height - MARGIN - 16,
    color: brand.primary,
    label: brand.siteName,
    labelShare: 0.6,
  });
  doc.end();
  return done;
}
