import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { documentTotals } from '@craftwork/domain/billing/money';
import { printBrand } from '@craftwork/domain/reports/brand';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfCheck, pdfText } from '../test/pdf.ts';
import { renderBillingPdf, type TBillingDocument } from '../modules/billing/index.ts';
import { renderInspectionPdf } from '../modules/inspections/index.ts';
import { renderQrTagPdf } from '../modules/scaffold-tags/index.ts';
import { createReportPdf } from '../modules/reports/index.ts';

/** The record title of issue 33: German, Polish, a symbol, Japanese/Chinese and Russian. */
const TITLE = 'Gerüst Nord – Łódź – Ø 48 – 足場 – Леса';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'craftwork-unicode-pdf-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function save(name: string, pdf: Buffer): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, pdf);
  return file;
}

async function report(): Promise<string> {
  const file = path.join(dir, 'report.pdf');
  const writer = createReportPdf(createWriteStream(file), {
    paperSize: 'A4',
    brand: printBrand('craftwork', 'Werk Łódź', false),
    title: 'Open Tasks',
    generatedAt: '11/24/2026 06:00 AM CET',
    filters: [{ label: 'Craft record', value: TITLE }],
    headers: ['Task #', 'Title', 'Status'],
    total: 1,
  });
  await writer.addRows([['T-1', TITLE, 'Open']]);
  await writer.end();
  return file;
}

function billing(kind: TBillingDocument['kind']): TBillingDocument {
  return {
    ...documentTotals([], 0, false),
    kind,
    number: kind === 'estimate' ? 'EST-0001' : 'INV-0001',
    siteName: 'Werk Łódź',
    whiteLabel: false,
    customerName: 'Леса ООО',
    customerEmail: '',
    address: '足場 1\nŁódź',
    title: TITLE,
    notes: TITLE,
    terms: '',
    issueDate: '2026-11-24',
    dueDate: null,
    status: 'Draft',
    taxRateBp: 0,
    taxExempt: false,
    lines: [],
    approvedByName: null,
    signaturePng: null,
    paidCents: null,
    paidDate: null,
  };
}

const KINDS: { kind: string; file: () => Promise<string> }[] = [
  { kind: 'report', file: report },
  {
    kind: 'QR scaffold tag',
    file: async () =>
      save(
        'tag.pdf',
        await renderQrTagPdf({
          tagNumber: 'SC-Ł-足場',
          title: TITLE,
          facts: [{ label: 'Location', value: 'Леса, Łódź' }],
          size: 'a6',
          brand: printBrand('craftwork', 'Werk Łódź', false),
          link: 'http://127.0.0.1:3999/t/abc',
        }),
      ),
  },
  {
    kind: 'inspection record',
    file: async () =>
      save(
        'inspection.pdf',
        await renderInspectionPdf({
          siteName: 'Werk Łódź',
          forWhom: 'Apex',
          location: TITLE,
          description: TITLE,
          inspectedAt: '11/24/2026 06:00 AM',
          result: 'restricted',
          restrictions: `Nur Ebene 1 – ${TITLE}`,
          risksFound: '',
          actionTaken: '',
          furtherAction: '',
          inspectorName: 'Łukasz Żółć',
          inspectorRole: 'Инспектор',
        }),
      ),
  },
  {
    kind: 'estimate',
    file: async () => save('estimate.pdf', await renderBillingPdf(billing('estimate'))),
  },
  {
    kind: 'invoice',
    file: async () => save('invoice.pdf', await renderBillingPdf(billing('invoice'))),
  },
];

describe('every PDF kind prints the record title as typed', () => {
  it.each(KINDS)(
    '$kind: valid (qpdf --check), "Łódź", "Леса" and "足場" extractable, fonts subset',
    async ({ file }) => {
      const pdf = await file();
      await expect(pdfCheck(pdf)).resolves.toContain('No syntax or stream encoding errors found');
      const text = await pdfText(pdf);
      expect(text).toContain('Łódź');
      expect(text).toContain('Леса');
      expect(text).toContain('足場');
      expect(text).not.toContain('?');
      // The CJK font is over 10 MB; subset, a document stays small.
      expect((await stat(pdf)).size).toBeLessThan(120_000);
    },
  );
});
