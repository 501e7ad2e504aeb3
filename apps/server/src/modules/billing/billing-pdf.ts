import type { TLineRow } from '@craftwork/domain/billing/lines';
import { formatTaxRate, milliToQuantity } from '@craftwork/domain/billing/money';
import type { TTotals } from '@craftwork/domain/billing/money';
import type { TRemitTo } from '@craftwork/domain/billing/settings';
import {
  ESTIMATE_STATUS_LABELS,
  INVOICE_STATUS_LABELS,
} from '@craftwork/domain/billing/transitions';
import { formatDate, formatMoney, formatNumber, localeOf } from '@craftwork/domain/i18n/format';
import { languageDirection, type TLanguage } from '@craftwork/domain/i18n/languages';
import { printBrand, type TPrintBrand } from '@craftwork/domain/reports/brand';
import { translator, type TTranslator } from '../../i18n/translator.ts';
import { createPdfDocument, documentDirection, FONT, FONT_BOLD } from '../../pdf/fonts.ts';
import { drawBufferedFooters, PAPER_POINTS, PDF_COLORS } from '../../pdf/page.ts';
import {
  line,
  lineHeight,
  lineRight,
  mirrorX,
  textBlock,
  textHeight,
  textLines,
  textWidth,
} from '../../pdf/text.ts';

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
  /**
   * The reader's language for the printed words, dates and amounts (English when absent;
   * Arabic right to left, decision 233): the signed-in user's who downloads it, the
   * site's default for the customer it is sent to. What people typed prints as typed.
   */
  language?: TLanguage;
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
/** The least size a number or amount shrinks to so that it fits its cell whole. */
const CELL_MIN = 6.5;
/** Longest name or description printed in a line's cell (a cell wraps to at most this). */
const MAX_CELL_CHARS = 600;

/** The lines table: item, description, qty, unit, unit price, discount, amount. */
const COLUMNS = [
  { header: 'item', width: 108, right: false },
  { header: 'description', width: 150, right: false },
  { header: 'quantity', width: 42, right: true },
  { header: 'unit', width: 40, right: false },
  { header: 'unitPrice', width: 64, right: true },
  { header: 'discount', width: 58, right: true },
  { header: 'amount', width: 70, right: true },
] as const;

/** A site day "2026-11-24" as printed: "11/24/2026" in English, "24.11.2026" in Polish. */
export function printedDate(day: string | null, language: TLanguage = 'en'): string {
  const m = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  if (!m) return '';
  if (language === 'en') return `${m[2]}/${m[3]}/${m[1]}`;
  // Noon UTC of the day, printed in UTC: the site's day whatever the server's zone.
  return formatDate(new Date(`${m[1]}-${m[2]}-${m[3]}T12:00:00Z`), language, 'UTC');
}

/** The words, dates and amounts of one language (amounts in USD, DECISIONS.md "Money"). */
type TWords = {
  language: TLanguage;
  t: TTranslator['t'];
  money: (cents: number) => string;
  date: (day: string | null) => string;
};

function wordsOf(language: TLanguage): TWords {
  const { t } = translator(language);
  return {
    language,
    t,
    money: (cents) => formatMoney(cents, language),
    date: (day) => printedDate(day, language),
  };
}

/** The tax rate as printed: "8.25%" in English, "8,25%" in Polish, "8,25 %" in German. */
function taxRateText(bp: number, language: TLanguage): string {
  if (language === 'en') return formatTaxRate(bp);
  return new Intl.NumberFormat(localeOf(language), {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(bp / 10_000);
}

/** The status as printed: the domain's English label, or its translation by its code. */
function statusText(input: TBillingDocument, t: TTranslator['t']): string {
  if (input.kind === 'estimate') {
    const code = Object.entries(ESTIMATE_STATUS_LABELS).find(([, l]) => l === input.status)?.[0];
    return code
      ? t('pdf', `billing.estimateStatus.${code as keyof typeof ESTIMATE_STATUS_LABELS}`)
      : input.status;
  }
  const code = Object.entries(INVOICE_STATUS_LABELS).find(([, l]) => l === input.status)?.[0];
  return code
    ? t('pdf', `billing.invoiceStatus.${code as keyof typeof INVOICE_STATUS_LABELS}`)
    : input.status;
}

function cut(text: string): string {
  return text.length > MAX_CELL_CHARS ? `${text.slice(0, MAX_CELL_CHARS).trimEnd()}\u2026` : text;
}

/** The document's cells for one line, in COLUMNS order. */
function lineCells(row: TLineRow, words: TWords): string[] {
  return [
    cut(row.name),
    cut(row.description),
    formatNumber(milliToQuantity(row.quantityMilli), words.language),
    row.unit,
    words.money(row.unitPriceCents),
    row.discountCents ? words.money(-row.discountCents) : '',
    words.money(row.amountCents),
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

function drawTop(
  doc: TDoc,
  layout: Layout,
  brand: TPrintBrand,
  input: TBillingDocument,
  words: TWords,
): void {
  const { t } = words;
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

  const number = { number: input.number };
  const heading =
    input.kind === 'estimate'
      ? t('pdf', 'billing.estimateHeading', number)
      : t('pdf', 'billing.invoiceHeading', number);
  doc.font(FONT_BOLD).fontSize(20).fillColor(TEXT);
  line(doc, heading, LEFT, layout.y, WIDTH * 0.65);
  doc.font(FONT).fontSize(11).fillColor(MUTED);
  lineRight(doc, statusText(input, t), LEFT + WIDTH, layout.y + 5, WIDTH * 0.3);
  layout.y += 28;
  doc.rect(LEFT, layout.y, WIDTH, 2).fill(brand.secondary);
  layout.y += 12;

  // Left: the customer; right: the dates.
  const top = layout.y;
  const leftWidth = WIDTH * 0.58;
  doc.font(FONT_BOLD).fontSize(8).fillColor(MUTED);
  const customerLabel =
    input.kind === 'estimate' ? t('pdf', 'billing.preparedFor') : t('pdf', 'billing.billTo');
  line(doc, customerLabel, LEFT, layout.y, leftWidth);
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

  const dates: [string, string][] = [[t('pdf', 'billing.issued'), words.date(input.issueDate)]];
  if (input.dueDate) {
    const label =
      input.kind === 'estimate' ? t('pdf', 'billing.validUntil') : t('pdf', 'billing.due');
    dates.push([label, words.date(input.dueDate)]);
  }
  if (input.kind === 'invoice' && input.paidDate) {
    dates.push([t('pdf', 'billing.paid'), words.date(input.paidDate)]);
  }
  let dateY = top;
  const labelsLeft = LEFT + leftWidth + 20;
  // The labels take what the dates leave: "Due date" in Arabic or Polish is wider than in English.
  doc.font(FONT).fontSize(10);
  const valueWidth = Math.max(...dates.map(([, value]) => textWidth(doc, value)));
  const labelWidth = LEFT + WIDTH - labelsLeft - valueWidth - 10;
  for (const [label, value] of dates) {
    doc.font(FONT_BOLD).fontSize(10).fillColor(MUTED);
    line(doc, label, labelsLeft, dateY, labelWidth);
    doc.font(FONT).fillColor(TEXT);
    lineRight(doc, value, LEFT + WIDTH, dateY, valueWidth);
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

function drawTableHeader(doc: TDoc, layout: Layout, brand: TPrintBrand, words: TWords): void {
  const lefts = columnLefts();
  doc.rect(LEFT, layout.y, WIDTH, 18).fill(brand.primary);
  doc.font(FONT_BOLD).fontSize(CELL).fillColor(brand.secondary);
  COLUMNS.forEach((c, i) => {
    const x = lefts[i] ?? LEFT;
    const inner = c.width - 2 * PAD;
    const header = words.t('pdf', `billing.columns.${c.header}`);
    if (c.right) lineRight(doc, header, x + PAD + inner, layout.y + 4.8, inner);
    else line(doc, header, x + PAD, layout.y + 4.8, inner);
  });
  layout.y += 18;
}

function drawLines(
  doc: TDoc,
  layout: Layout,
  brand: TPrintBrand,
  lines: TLineRow[],
  words: TWords,
): void {
  const lefts = columnLefts();
  layout.ensure(18 + 16);
  drawTableHeader(doc, layout, brand, words);
  if (lines.length === 0) {
    doc.font(FONT).fontSize(CELL).fillColor(MUTED);
    line(doc, words.t('pdf', 'billing.noLines'), LEFT + PAD, layout.y + 4, WIDTH);
    layout.y += 16;
    return;
  }
  lines.forEach((row, index) => {
    const cells = lineCells(row, words);
    const wrapped = [0, 1].map((i) => {
      doc.font(i === 0 ? FONT_BOLD : FONT).fontSize(CELL);
      const width = (COLUMNS[i]?.width ?? 0) - 2 * PAD;
      return textHeight(doc, cells[i] ?? '', { width });
    });
    const height = Math.max(16, ...wrapped.map((h) => h + 6));
    if (layout.ensure(height)) drawTableHeader(doc, layout, brand, words);
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
      else if (c.right) {
        // An amount is never cut: a long one ("12 345,67 USD") prints smaller instead.
        for (let size = CELL; size > CELL_MIN && textWidth(doc, text) > inner; size -= 0.5)
          doc.fontSize(size - 0.5);
        lineRight(doc, text, x + PAD + inner, layout.y + 3.5, inner);
      } else line(doc, text, x + PAD, layout.y + 3.5, inner);
    });
    layout.y += height;
  });
  doc.rect(LEFT, layout.y, WIDTH, 0.75).fill(MUTED);
  layout.y += 10;
}

function drawTotals(doc: TDoc, layout: Layout, input: TBillingDocument, words: TWords): void {
  const { t, money } = words;
  const rate = taxRateText(input.taxRateBp, words.language);
  const rows: { label: string; value: string; bold?: boolean }[] = [
    { label: t('pdf', 'billing.subtotal'), value: money(input.subtotalCents) },
    input.taxExempt
      ? { label: t('pdf', 'billing.taxExempt'), value: money(0) }
      : { label: t('pdf', 'billing.tax', { rate }), value: money(input.taxCents) },
    { label: t('pdf', 'billing.total'), value: money(input.totalCents), bold: true },
  ];
  if (input.kind === 'invoice' && input.paidCents !== null) {
    rows.push({ label: t('pdf', 'billing.amountPaid'), value: money(input.paidCents) });
    rows.push({
      label: t('pdf', 'billing.balanceDue'),
      value: money(Math.max(0, input.totalCents - input.paidCents)),
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
function drawRemitTo(doc: TDoc, layout: Layout, input: TBillingDocument, words: TWords): void {
  const remit = input.kind === 'invoice' ? input.remitTo : null;
  if (!remit) return;
  layout.ensure(40);
  doc.font(FONT_BOLD).fontSize(11).fillColor(TEXT);
  line(doc, words.t('pdf', 'billing.remitTo'), LEFT, layout.y, WIDTH);
  layout.y += 15;
  const text = [remit.companyName ?? '', remit.address, remit.paymentDetails]
    .filter((part) => part.trim() !== '')
    .join('\n');
  paragraph(doc, layout, text, 9);
}

function drawApproval(doc: TDoc, layout: Layout, input: TBillingDocument, words: TWords): void {
  if (input.kind !== 'estimate' || !input.approvedByName) return;
  layout.ensure(16 + 70 + 16);
  doc.font(FONT_BOLD).fontSize(11).fillColor(TEXT);
  line(doc, words.t('pdf', 'billing.approved'), LEFT, layout.y, WIDTH);
  layout.y += 16;
  if (input.signaturePng) {
    try {
      // Under the typed name's box, on the right for an Arabic reader (mirrored, decision 233).
      doc.image(input.signaturePng, mirrorX(doc, LEFT, 220), layout.y, {
        fit: [220, 64],
        ...(documentDirection(doc) === 'rtl' && { align: 'right' as const }),
      });
    } catch {
      // A signature that cannot be drawn leaves the typed name standing alone.
    }
    layout.y += 68;
  }
  doc.rect(mirrorX(doc, LEFT, 220), layout.y, 220, 0.75).fill(MUTED);
  layout.y += 4;
  doc.font(FONT).fontSize(10).fillColor(TEXT);
  line(doc, input.approvedByName, LEFT, layout.y, 220);
  layout.y += 20;
}

/**
 * The document as a PDF (Letter, the embedded fonts through the shared PDF text helpers), its
 * words, dates and amounts in the reader's language.
 */
export async function renderBillingPdf(input: TBillingDocument): Promise<Buffer> {
  const words = wordsOf(input.language ?? 'en');
  const { t } = words;
  const brand = printBrand(input.brand ?? 'craftwork', input.siteName, input.whiteLabel);
  const number = { number: input.number };
  const heading =
    input.kind === 'estimate'
      ? t('pdf', 'billing.estimateTitle', number)
      : t('pdf', 'billing.invoiceTitle', number);
  const doc = createPdfDocument(
    {
      size: [PAGE.width, PAGE.height],
      margin: 0,
      autoFirstPage: false,
      bufferPages: true,
      compress: true,
      info: { Title: heading, Author: input.siteName },
    },
    languageDirection(words.language),
  );
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const layout = new Layout(doc, brand, heading);
  layout.newPage();
  drawTop(doc, layout, brand, input, words);
  drawLines(doc, layout, brand, input.lines, words);
  drawTotals(doc, layout, input, words);
  drawRemitTo(doc, layout, input, words);
  if (input.terms) {
    layout.ensure(40);
    doc.font(FONT_BOLD).fontSize(11).fillColor(TEXT);
    line(doc, t('pdf', 'billing.terms'), LEFT, layout.y, WIDTH);
    layout.y += 15;
    paragraph(doc, layout, input.terms, 9);
  }
  drawApproval(doc, layout, input, words);
  drawBufferedFooters(doc, {
    left: LEFT,
    width: WIDTH,
    ruleTop: PAGE.height - MARGIN - 16,
    color: brand.primary,
    label: brand.siteName,
    labelShare: 0.6,
    pageLabel: (page, total) => t('pdf', 'page', { page: String(page), total: String(total) }),
  });
  doc.end();
  return done;
}
