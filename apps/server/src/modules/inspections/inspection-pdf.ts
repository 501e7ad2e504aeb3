import type { TSchedule7Field } from '@craftwork/domain/compliance/inspection-report';
import type { TInspectionResult } from '@craftwork/domain/compliance/scaffold-state';
import { languageDirection, type TLanguage } from '@craftwork/domain/i18n/languages';
import { printBrand, type TPrintBrand } from '@craftwork/domain/reports/brand';
import { translator, type TTranslator } from '../../i18n/translator.ts';
import { createPdfDocument, FONT, FONT_BOLD } from '../../pdf/fonts.ts';
import { drawBufferedFooters, PAPER_POINTS, PDF_COLORS } from '../../pdf/page.ts';
import { line, lineHeight, lineRight, textLines } from '../../pdf/text.ts';

/** What the inspection report PDF prints. */
export type TInspectionPdf = {
  siteName: string;
  /** The app's brand (env BRAND); the default brand when absent. */
  brand?: string;
  forWhom: string;
  location: string;
  description: string;
  /** The date and time as printed, in the site's time zone. */
  inspectedAt: string;
  result: TInspectionResult;
  restrictions: string;
  risksFound: string;
  actionTaken: string;
  furtherAction: string;
  inspectorName: string;
  inspectorRole: string;
  /**
   * The reader's language for the printed labels (English when absent; Arabic right to left,
   * decision 233). What people typed prints as typed.
   */
  language?: TLanguage;
};

type TDoc = PDFKit.PDFDocument;

/** A4: the report follows the UK regulation. */
const PAGE = PAPER_POINTS.A4;
const MARGIN = 42;
const LEFT = MARGIN;
const WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN - 22;
const TEXT = PDF_COLORS.text;
const MUTED = PDF_COLORS.muted;
/** The result's band colours: green, amber, red (as on the scaffold tag). */
const RESULT_COLOURS: Record<TInspectionResult, { fill: string; text: string }> = {
  safe: { fill: '#2E7D32', text: '#FFFFFF' },
  restricted: { fill: '#FFC107', text: '#111111' },
  unsafe: { fill: '#C62828', text: '#FFFFFF' },
};
/** Longest typed text printed (the schema allows 5000 characters per field). */
const MAX_CHARS = 5000;

class Layout {
  y = MARGIN;
  private readonly doc: TDoc;
  private readonly brand: TPrintBrand;
  private readonly t: TTranslator['t'];

  constructor(doc: TDoc, brand: TPrintBrand, t: TTranslator['t']) {
    this.doc = doc;
    this.brand = brand;
    this.t = t;
  }

  newPage(): void {
    this.doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    this.y = MARGIN;
  }

  ensure(height: number): void {
    if (this.y + height <= BOTTOM) return;
    this.newPage();
    const { doc } = this;
    doc.rect(LEFT, this.y, WIDTH, 20).fill(this.brand.primary);
    doc.font(FONT_BOLD).fontSize(9).fillColor(this.brand.onPrimary);
    line(doc, this.t('pdf', 'continued'), LEFT + 8, this.y + 5.5, WIDTH - 16);
    this.y += 28;
  }
}

/** A labelled field: the label in small capitals, the value wrapped below, over pages if long. */
function field(doc: TDoc, layout: Layout, label: string, value: string, none: string): void {
  layout.ensure(30);
  doc.font(FONT_BOLD).fontSize(8).fillColor(MUTED);
  line(doc, label.toUpperCase(), LEFT, layout.y, WIDTH);
  layout.y += 12;
  const typed = value.trim() !== '';
  const style = () =>
    doc
      .font(FONT)
      .fontSize(10.5)
      .fillColor(typed ? TEXT : MUTED);
  style();
  const text = typed ? value.slice(0, MAX_CHARS) : none;
  const each = lineHeight(doc);
  // Line by line, so that a long value goes on over the next page instead of being cut.
  for (const shown of textLines(doc, text, WIDTH)) {
    if (layout.y + each > BOTTOM) {
      layout.ensure(each);
      style();
    }
    line(doc, shown, LEFT, layout.y, WIDTH);
    layout.y += each;
  }
  layout.y += 10;
}

function drawTop(
  doc: TDoc,
  layout: Layout,
  brand: TPrintBrand,
  input: TInspectionPdf,
  t: TTranslator['t'],
): void {
  const band = 36;
  doc.rect(LEFT, layout.y, WIDTH, band).fill(brand.primary);
  doc.fillColor(brand.onPrimary).font(FONT_BOLD).fontSize(15);
  const textTop = layout.y + (band - 15 * 1.16) / 2;
  line(doc, brand.productName ?? brand.siteName, LEFT + 10, textTop, WIDTH / 2 - 20);
  if (brand.productName !== null) {
    doc.font(FONT).fontSize(11);
    lineRight(doc, brand.siteName, LEFT + WIDTH - 10, textTop + 2, WIDTH / 2 - 20);
  }
  layout.y += band + 14;
  doc.font(FONT_BOLD).fontSize(20).fillColor(TEXT);
  line(doc, t('pdf', 'title'), LEFT, layout.y, WIDTH);
  layout.y += 26;
  doc.font(FONT).fontSize(9).fillColor(MUTED);
  line(doc, t('pdf', 'subtitle'), LEFT, layout.y, WIDTH);
  layout.y += 14;
  doc.rect(LEFT, layout.y, WIDTH, 2).fill(brand.secondary);
  layout.y += 12;

  const colours = RESULT_COLOURS[input.result];
  doc.rect(LEFT, layout.y, WIDTH, 30).fill(colours.fill);
  doc.font(FONT_BOLD).fontSize(14).fillColor(colours.text);
  line(
    doc,
    t('pdf', 'resultLine', { result: t('pdf', `results.${input.result}`) }),
    LEFT + 10,
    layout.y + 8,
    WIDTH - 20,
  );
  layout.y += 42;
}

/**
 * The report as a PDF (A4, the embedded fonts: restrictions print as typed, in any script), its
 * labels in the reader's language.
 */
export async function renderInspectionPdf(input: TInspectionPdf): Promise<Buffer> {
  const language = input.language ?? 'en';
  const { t } = translator(language);
  const title = t('pdf', 'title');
  const brand = printBrand(input.brand ?? 'craftwork', input.siteName, false);
  const doc = createPdfDocument(
    {
      size: [PAGE.width, PAGE.height],
      margin: 0,
      autoFirstPage: false,
      bufferPages: true,
      compress: true,
      info: { Title: title, Author: input.siteName },
    },
    languageDirection(language),
  );
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const layout = new Layout(doc, brand, t);
  layout.newPage();
  drawTop(doc, layout, brand, input, t);
  const none = t('pdf', 'none');
  if (input.result === 'restricted') {
    field(doc, layout, t('pdf', 'restrictions'), input.restrictions, none);
  }
  const inspector = [input.inspectorName, input.inspectorRole].filter(Boolean).join(', ');
  const particulars: [TSchedule7Field, string][] = [
    ['forWhom', input.forWhom],
    ['location', input.location],
    ['description', input.description],
    ['inspectedAt', input.inspectedAt],
    ['risksFound', input.risksFound],
    ['actionTaken', input.actionTaken],
    ['furtherAction', input.furtherAction],
    ['inspector', inspector],
  ];
  for (const [key, value] of particulars) {
    field(doc, layout, t('pdf', `schedule7.${key}`), value, none);
  }

  drawBufferedFooters(doc, {
    left: LEFT,
    width: WIDTH,
    ruleTop: PAGE.height - MARGIN - 16,
    color: brand.primary,
    label: `${brand.siteName} \u2014 ${title}`,
    labelShare: 0.7,
    pageLabel: (page, total) => t('pdf', 'page', { page: String(page), total: String(total) }),
  });
  doc.end();
  return done;
}
