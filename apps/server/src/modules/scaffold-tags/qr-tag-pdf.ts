import QRCode from 'qrcode';
import { formatDate } from '@craftwork/domain/i18n/format';
import { languageDirection, type TLanguage } from '@craftwork/domain/i18n/languages';
import type { TPrintBrand } from '@craftwork/domain/reports/brand';
import { translator, type TTranslator } from '../../i18n/translator.ts';
import { PDF_COLORS } from '../../pdf/page.ts';
import { QR_TAG_TEXT, type TQrTagFacts, type TQrTagSize } from '@craftwork/domain/records/qr-tag';
import { createPdfDocument, FONT, FONT_BOLD } from '../../pdf/fonts.ts';
import { line, textBlock, textHeight, textWidth } from '../../pdf/text.ts';

/**
 * The printable scaffold tag's layout (decision 154): one page, A6 or US Letter, drawn for A6
 * and scaled to the page. Top to bottom: the brand band (product name unless white-labelled,
 * the site's name), the secondary colour's rule, the tag number, the record's title, a large QR
 * code with its quiet zone, then location, installed date and last inspection.
 */

export type TQrTagPdfInput = TQrTagFacts & {
  size: TQrTagSize;
  brand: TPrintBrand;
  /** What the QR code encodes: the record's page. */
  link: string;
  /**
   * The language of the tag's fixed words and dates (English when absent; Arabic right to
   * left, decision 233). The tag number, title and location print as typed.
   */
  language?: TLanguage;
};

/** The facts' fixed words (the domain's English, QR_TAG_TEXT) by their catalogue key. */
const FACT_WORDS = {
  [QR_TAG_TEXT.location]: 'tag.location',
  [QR_TAG_TEXT.installed]: 'tag.installed',
  [QR_TAG_TEXT.lastInspection]: 'tag.lastInspection',
  [QR_TAG_TEXT.noLocation]: 'tag.noLocation',
  [QR_TAG_TEXT.notInstalled]: 'tag.notInstalled',
  [QR_TAG_TEXT.neverInspected]: 'tag.neverInspected',
} as const;

const LISTED_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * The facts in the tag's language: their labels and the words standing for no value from the
 * catalogue, the dates (MM/DD/YYYY, the site's day) in the language's format; English as given.
 */
export function localFacts(
  facts: TQrTagFacts['facts'],
  language: TLanguage,
  t: TTranslator['t'],
): TQrTagFacts['facts'] {
  if (language === 'en') return facts;
  const word = (text: string): string => {
    const key = (FACT_WORDS as Record<string, (typeof FACT_WORDS)[keyof typeof FACT_WORDS]>)[text];
    return key ? t('pdf', key) : text;
  };
  return facts.map((fact) => {
    const label = word(fact.label);
    // A location prints as typed; only "[No location]" is the app's own.
    if (fact.label === QR_TAG_TEXT.location && fact.value !== QR_TAG_TEXT.noLocation)
      return { label, value: fact.value };
    const m = LISTED_DATE.exec(fact.value);
    // Noon UTC of the site's day, printed in UTC: that day whatever the server's zone.
    const day = m ? new Date(`${m[3]}-${m[1]}-${m[2]}T12:00:00Z`) : null;
    return { label, value: day ? formatDate(day, language, 'UTC') : word(fact.value) };
  });
}

/** pdfkit's page names; A6 is 297.64 × 419.53 pt, Letter 612 × 792 pt. */
const PAGE: Record<TQrTagSize, 'A6' | 'LETTER'> = { a6: 'A6', letter: 'LETTER' };
const A6 = { width: 297.64, height: 419.53 };
/** Modules of white kept around the code, as the QR standard asks. */
const QUIET_ZONE = 4;
const REGULAR = FONT;
const BOLD = FONT_BOLD;
const TEXT = '#000000';
const MUTED = PDF_COLORS.muted;

type Doc = PDFKit.PDFDocument;

/** The largest size from `max` down to `min` at which `text` fits `width`, in `font`. */
function fitSize(doc: Doc, font: string, text: string, width: number, max: number, min: number) {
  let size = max;
  doc.font(font);
  while (size > min && textWidth(doc.fontSize(size), text) > width) size -= 1;
  doc.fontSize(size);
  return size;
}

/** The QR code as filled squares (one rectangle per run of dark modules), quiet zone kept. */
function drawQr(doc: Doc, link: string, x: number, y: number, box: number) {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
  const cell = box / (modules.size + QUIET_ZONE * 2);
  doc.rect(x, y, box, box).fill('#FFFFFF');
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      doc.rect(
        x + (QUIET_ZONE + start) * cell,
        y + (QUIET_ZONE + row) * cell,
        (col - start) * cell,
        cell,
      );
    }
  }
  doc.fill('#000000');
}

/** The tag as a PDF, its texts in the embedded fonts (any script prints as typed). */
export function renderQrTagPdf(input: TQrTagPdfInput): Promise<Buffer> {
  const { tagNumber, title } = input;
  const language = input.language ?? 'en';
  const { t } = translator(language);
  const facts = localFacts(input.facts, language, t);
  const siteName = input.brand.siteName;
  const productName = input.brand.productName;
  const doc = createPdfDocument(
    {
      size: PAGE[input.size],
      margin: 0,
      info: {
        Title: t('pdf', 'tag.title', { number: tagNumber }),
        Author: productName ?? siteName,
        Creator: productName ?? siteName,
        Producer: productName ?? siteName,
      },
    },
    languageDirection(language),
  );
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const W = doc.page.width;
  const H = doc.page.height;
  /** The A6 design's points in this page's points. */
  const s = Math.min(W / A6.width, H / A6.height);
  const margin = 16 * s;
  const width = W - margin * 2;

  // The brand band.
  const band = 56 * s;
  doc.rect(0, 0, W, band).fill(input.brand.primary);
  doc.fillColor(input.brand.onPrimary);
  if (productName !== null) {
    doc.font(BOLD).fontSize(16 * s);
    line(doc, productName, margin, 12 * s, width);
    doc.font(REGULAR).fontSize(10 * s);
    line(doc, siteName, margin, 33 * s, width);
  } else {
    doc.font(BOLD).fontSize(15 * s);
    line(doc, siteName, margin, 20 * s, width);
  }
  doc.rect(0, band, W, 6 * s).fill(input.brand.secondary);

  // The tag number and the record's title.
  let y = band + 14 * s;
  doc
    .fillColor(MUTED)
    .font(BOLD)
    .fontSize(7 * s);
  line(doc, t('pdf', 'tag.tagNumber').toLocaleUpperCase(language), margin, y, width, 'center');
  y += 10 * s;
  doc.fillColor(TEXT);
  const tagSize = fitSize(doc, BOLD, tagNumber, width, 28 * s, 12 * s);
  line(doc, tagNumber, margin, y, width, 'center');
  y += tagSize * 1.1;
  doc.font(BOLD).fontSize(11 * s);
  const titleBox = { width, align: 'center' as const, height: 11 * s * 2.8 };
  const titleHeight = Math.min(textHeight(doc, title, titleBox), titleBox.height);
  textBlock(doc, title, margin, y, titleBox);
  y += titleHeight + 6 * s;

  // The facts take the page's foot; the code takes what is left between.
  const factLine = 13 * s;
  const foot = H - 12 * s - 9 * s - factLine * facts.length - 6 * s;
  const box = Math.max(0, Math.min(width, foot - y));
  drawQr(doc, input.link, (W - box) / 2, y, box);

  y = foot + 4 * s;
  const labelWidth = 78 * s;
  for (const fact of facts) {
    doc
      .fillColor(MUTED)
      .font(BOLD)
      .fontSize(9 * s);
    line(doc, fact.label, margin, y, labelWidth);
    doc
      .fillColor(TEXT)
      .font(REGULAR)
      .fontSize(9 * s);
    line(doc, fact.value, margin + labelWidth, y, width - labelWidth);
    y += factLine;
  }
  doc
    .fillColor(MUTED)
    .font(REGULAR)
    .fontSize(7 * s);
  line(doc, t('pdf', 'tag.scanHint'), margin, H - 12 * s - 7 * s, width, 'center');

  doc.end();
  return done;
}
