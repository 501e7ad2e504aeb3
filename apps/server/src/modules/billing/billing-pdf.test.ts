import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { documentTotals, formatMoney, lineAmount } from '@craftwork/domain/billing/money';
import type { TLine, TLineRow } from '@craftwork/domain/billing/lines';
import { LANGUAGES } from '@craftwork/domain/i18n/languages';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../i18n/translator.ts';
import { pdfPageCount, pdfPageToPng, pdfText } from '../../test/pdf.ts';
import { renderBillingPdf, type TBillingDocument } from './billing-pdf.ts';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'craftwork-billing-pdf-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function rows(lines: TLine[]): TLineRow[] {
  return lines.map((l, i) => ({ ...l, id: `l${i}`, position: i, amountCents: lineAmount(l) }));
}

const LINES = rows([
  {
    pricebookItemId: null,
    name: 'Frame scaffold rental',
    description: 'Ten bays, two lifts, with toe boards and guard rails on every working level.',
    unit: 'week',
    quantityMilli: 2500,
    unitPriceCents: 45_000,
    discountCents: 0,
    taxable: true,
  },
  {
    pricebookItemId: null,
    name: 'Erect and dismantle',
    description: '',
    unit: 'hour',
    quantityMilli: 12_000,
    unitPriceCents: 8_550,
    discountCents: 10_000,
    taxable: false,
  },
  {
    pricebookItemId: null,
    name: 'Délivery – Łódź',
    description: 'Truck and driver',
    unit: 'trip',
    quantityMilli: 1000,
    unitPriceCents: 17_500,
    discountCents: 0,
    taxable: true,
  },
]);

function estimate(overrides: Partial<TBillingDocument> = {}): TBillingDocument {
  const lines = overrides.lines ?? LINES;
  return {
    ...documentTotals(lines, 825, false),
    kind: 'estimate',
    number: 'EST-0007',
    siteName: 'North Plant',
    whiteLabel: false,
    customerName: 'Harbor Foods Inc.',
    customerEmail: 'ap@harborfoods.example',
    address: '100 Dock Street\nPortland, OR 97201',
    title: 'Boiler house scaffolding',
    notes: 'Access from the east gate.\nSafety induction on the first day.',
    terms: 'Prices are valid for 30 days. Work is scheduled after approval.',
    issueDate: '2026-11-24',
    dueDate: '2026-12-24',
    status: 'Approved',
    taxRateBp: 825,
    taxExempt: false,
    lines,
    approvedByName: 'Dana Reyes',
    signaturePng: signature(),
    paidCents: null,
    paidDate: null,
    ...overrides,
  };
}

function signature(): Buffer {
  const png = new PNG({ width: 120, height: 40 });
  for (let x = 10; x < 110; x++) {
    const y = 20 + Math.round(8 * Math.sin(x / 8));
    const i = (png.width * y + x) << 2;
    png.data[i] = 0;
    png.data[i + 1] = 0;
    png.data[i + 2] = 0;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

async function save(name: string, pdf: Buffer): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, pdf);
  return file;
}

/** Share of the page's pixels that are not white: something was drawn. */
async function inkShare(pngFile: string): Promise<number> {
  const png = PNG.sync.read(await readFile(pngFile));
  let ink = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    if ((png.data[i] ?? 255) < 200) ink += 1;
  }
  return ink / (png.width * png.height);
}

describe('renderBillingPdf', () => {
  it('prints an estimate with its number, customer, lines, totals, terms and approval', async () => {
    const doc = estimate();
    const file = await save('estimate.pdf', await renderBillingPdf(doc));
    const text = await pdfText(file);
    expect(text).toContain('ESTIMATE EST-0007');
    expect(text).toContain('Harbor Foods Inc.');
    expect(text).toContain('ap@harborfoods.example');
    expect(text).toContain('Portland, OR 97201');
    expect(text).toContain('Craftwork');
    expect(text).toContain('North Plant');
    expect(text).toContain('11/24/2026');
    expect(text).toContain('Valid until');
    expect(text).toContain('Frame scaffold rental');
    // The embedded fonts print Polish as typed.
    expect(text).toContain('Délivery – Łódź');
    expect(text).toContain('-$100.00');
    expect(text).toContain('Tax (8.25%)');
    // 2.5 × $450 + (12 × $85.50 − $100) + $175 = $2,226.00; tax on $1,300.00 = $107.25.
    expect(doc.totalCents).toBe(233_325);
    expect(text).toContain(formatMoney(doc.totalCents));
    expect(text).toContain('$2,333.25');
    expect(text).toContain('Prices are valid for 30 days.');
    expect(text).toContain('Dana Reyes');
    expect(text).toContain('Page 1 of 1');
    const png = await pdfPageToPng(file, 1);
    expect(await inkShare(png)).toBeGreaterThan(0.01);
  });

  it('prints an invoice with its due date, tax exemption and payment', async () => {
    const lines = LINES.slice(0, 1);
    const doc = estimate({
      ...documentTotals(lines, 825, true),
      kind: 'invoice',
      number: 'INV-0042',
      lines,
      terms: '',
      taxExempt: true,
      status: 'Paid',
      approvedByName: null,
      signaturePng: null,
      paidCents: 112_500,
      paidDate: '2026-12-01',
      whiteLabel: true,
    });
    const file = await save('invoice.pdf', await renderBillingPdf(doc));
    const text = await pdfText(file);
    expect(text).toContain('INVOICE INV-0042');
    expect(text).toContain('Harbor Foods Inc.');
    expect(text).toContain('Due');
    expect(text).toContain('Tax exempt');
    expect(text).toContain('$1,125.00');
    expect(text).toContain('12/01/2026');
    expect(text).toContain('Balance due');
    expect(text).not.toContain('Craftwork');
    const png = await pdfPageToPng(file, 1);
    expect(await inkShare(png)).toBeGreaterThan(0.01);
  });

  // The dates' labels were cut to a fixed 70 points: "Due date" in Arabic lost its second word.
  it.each(LANGUAGES.map((l) => l.code))(
    "prints an invoice's date labels whole in %s",
    async (language) => {
      const { t } = translator(language);
      const doc = estimate({ kind: 'invoice', language, paidCents: 1000, paidDate: '2026-12-01' });
      const text = await pdfText(await save(`dates-${language}.pdf`, await renderBillingPdf(doc)));
      for (const key of ['billing.issued', 'billing.due', 'billing.paid'] as const) {
        for (const word of t('pdf', key).split(' ')) expect(text).toContain(word);
      }
    },
  );

  it('pages a long table with the header repeated and every page numbered', async () => {
    const many = rows(
      Array.from({ length: 120 }, (_, i) => ({
        pricebookItemId: null,
        name: `Item ${i + 1}`,
        description: i % 3 === 0 ? 'A longer description that wraps onto a second line here.' : '',
        unit: 'each',
        quantityMilli: 1000,
        unitPriceCents: 100,
        discountCents: 0,
        taxable: true,
      })),
    );
    const doc = estimate({ ...documentTotals(many, 825, false), lines: many });
    const file = await save('long.pdf', await renderBillingPdf(doc));
    const pages = await pdfPageCount(file);
    expect(pages).toBeGreaterThan(2);
    const text = await pdfText(file);
    const pageTexts = text.split('\f').filter((t) => t.trim());
    expect(pageTexts).toHaveLength(pages);
    pageTexts.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages}`);
      expect(page).toMatch(/Item\s+Description\s+Qty/);
    });
    expect(text).toContain('Item 120');
    expect(text).toContain(formatMoney(doc.totalCents));
  });
});
