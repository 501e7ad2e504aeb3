import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { formatMoney } from '@craftwork/domain/i18n/format';
import type { TReportDataRow } from '@craftwork/domain/reports/report-types';
import { companies, customers, locations, mailOutbox, sites } from '../db/schema.ts';
import { addCraftRecord, createSiteFixture, PASSWORD, type SiteFixture } from '../test/fixtures.ts';
import { signInEach, startTestApp, type TestApp, type TestClient } from '../test/harness.ts';
import { pdfFonts, pdfText } from '../test/pdf.ts';

/**
 * The billing, report and tag PDFs in the reader's language (issue 37): fixed words from the
 * `pdf` catalogue, dates and amounts in the language's format. English is unchanged (the PDFs'
 * own tests assert it).
 */

let t: TestApp;
let site: SiteFixture;
let c: Record<'admin' | 'plant' | 'contractorA', TestClient>;
let customerId: string;

async function siteDefaultLanguage(language: string) {
  await t.db
    .update(sites)
    .set({ defaultLanguage: language })
    .where(eq(sites.siteKey, site.siteKey));
}

/** Intl's no-break spaces ("1234,50 USD") as plain ones, as pdftotext reads them. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function textOf(pdf: Buffer): Promise<string> {
  const file = path.join(tmpdir(), `${randomUUID()}.pdf`);
  await writeFile(file, pdf);
  return plain(await pdfText(file));
}

async function downloaded(client: TestClient, url: string): Promise<string> {
  const response = await client.fetch(url);
  expect(response.status).toBe(200);
  const file = path.join(tmpdir(), `${randomUUID()}.pdf`);
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
  return file;
}

async function downloadedText(client: TestClient, url: string): Promise<string> {
  return plain(await pdfText(await downloaded(client, url)));
}

/**
 * An Arabic reader's PDF (decision 233): its words in Noto Sans Arabic, regular and bold, and
 * readable back word by word (pdftotext may give a right-to-left line's words in either order).
 */
async function expectArabic(file: string, words: string[]): Promise<string> {
  expect(await pdfFonts(file)).toEqual(
    expect.arrayContaining(['NotoSansArabic-Regular', 'NotoSansArabic-Bold']),
  );
  const text = plain(await pdfText(file));
  for (const word of words) expect(text).toContain(word);
  return text;
}

/** A saved invoice of one line of $1,234.50, issued 11/02/2026, due 30 days later. */
async function invoiceOf1234(): Promise<{ id: string; number: string }> {
  const { id } = await c.admin.rpc.invoices.create({ kind: 'blank', customerId });
  await c.admin.rpc.invoices.save({
    id,
    issueDate: '2026-11-02',
    netDays: 30,
    lines: [{ name: 'Rusztowanie', quantityMilli: 1000, unitPriceCents: 123_450 }],
  });
  return { id, number: (await c.admin.rpc.invoices.get({ id })).number };
}

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'PDFLANG');
  const { admin, plant, contractorA } = site.users;
  c = await signInEach(t, { admin, plant, contractorA }, PASSWORD);
  customerId = randomUUID();
  await t.db.insert(customers).values({
    id: customerId,
    siteKey: site.siteKey,
    name: 'Huta Północ',
    email: 'faktury@huta.test',
  });
});
afterAll(() => t.close());

describe('the invoice PDF', () => {
  afterAll(async () => {
    await siteDefaultLanguage('en');
    await c.admin.rpc.profile.setLanguage({ language: 'en' });
  });

  it('downloaded by a Polish user prints Polish words, dates and amounts, what was typed as typed', async () => {
    await c.admin.rpc.profile.setLanguage({ language: 'pl' });
    const { id, number } = await invoiceOf1234();
    const text = await downloadedText(c.admin, `/api/billing/invoices/${id}/pdf`);
    const amount = plain(formatMoney(123_450, 'pl'));
    expect(amount).toMatch(/^1 ?234,50 USD$/);
    for (const expected of [
      `FAKTURA ${number}`,
      'Szkic',
      'NABYWCA',
      'Huta Północ',
      'Wystawiono',
      '02.11.2026',
      'Termin',
      '02.12.2026',
      'Pozycja',
      'Cena jedn.',
      'Wartość',
      'Rusztowanie',
      'Suma częściowa',
      'Razem',
      amount,
      'Strona 1 z 1',
    ]) {
      expect(text).toContain(expected);
    }
    for (const english of ['INVOICE', 'BILL TO', 'Subtotal', '$1,234.50', '11/02/2026', 'Page 1'])
      expect(text).not.toContain(english);
  });

  it("sent to the customer prints in the site's language, not the sender's", async () => {
    await c.admin.rpc.profile.setLanguage({ language: 'pl' });
    await siteDefaultLanguage('de');
    const { id, number } = await invoiceOf1234();
    await c.admin.rpc.invoices.send({ id });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'faktury@huta.test'))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const attachment = mail?.attachments?.[0];
    expect(attachment?.filename).toBe(`${number}.pdf`);
    const text = await textOf(Buffer.from(attachment!.contentBase64, 'base64'));
    for (const expected of [
      `RECHNUNG ${number}`,
      'Versendet',
      'RECHNUNGSEMPFÄNGER',
      '02.11.2026',
      'Gesamtbetrag',
      'Offener Betrag',
      plain(formatMoney(123_450, 'de')),
      'Seite 1 von 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('FAKTURA');
  });

  it('downloaded by an Arabic user prints Arabic words in an Arabic font, what was typed as typed', async () => {
    await c.admin.rpc.profile.setLanguage({ language: 'ar' });
    const { id, number } = await invoiceOf1234();
    const file = await downloaded(c.admin, `/api/billing/invoices/${id}/pdf`);
    // "Invoice", "Bill to", "Item", "Amount", "Page".
    const words = ['فاتورة', 'إلى', 'البند', 'المبلغ', 'صفحة'];
    const text = await expectArabic(file, [...words, number, 'Huta Północ', 'Rusztowanie']);
    for (const english of ['INVOICE', 'BILL TO', 'Subtotal', 'Page 1']) {
      expect(text).not.toContain(english);
    }
  });
});

describe('the estimate PDF', () => {
  afterAll(async () => {
    await siteDefaultLanguage('en');
    await c.admin.rpc.profile.setLanguage({ language: 'en' });
  });

  it("downloaded by a Polish user is in Polish; through the customer's link in the site's language", async () => {
    await c.admin.rpc.profile.setLanguage({ language: 'pl' });
    await siteDefaultLanguage('es');
    const { id, number } = await c.admin.rpc.estimates.save({
      customerId,
      title: 'Rusztowanie kotłowni',
      lines: [{ name: 'Montaż', quantityMilli: 1000, unitPriceCents: 123_450 }],
    });
    await c.admin.rpc.estimates.send({ id });

    const text = await downloadedText(c.admin, `/api/billing/estimates/${id}/pdf`);
    for (const expected of [
      `OFERTA ${number}`,
      'Wysłana',
      'PRZYGOTOWANO DLA',
      'Ważna do',
      'Razem',
      plain(formatMoney(123_450, 'pl')),
    ]) {
      expect(text).toContain(expected);
    }

    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'faktury@huta.test'), eq(mailOutbox.kind, 'estimate')))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const token = /\/estimate-approval\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const attached = await textOf(Buffer.from(mail!.attachments![0]!.contentBase64, 'base64'));
    const linked = await downloadedText(t.client(), `/api/billing/estimate-approval/${token}/pdf`);
    for (const customer of [attached, linked]) {
      for (const expected of [
        `PRESUPUESTO ${number}`,
        'PREPARADO PARA',
        'Válido hasta',
        plain(formatMoney(123_450, 'es')),
      ]) {
        expect(customer).toContain(expected);
      }
    }
  });
});

describe('the inspection report PDF', () => {
  afterAll(() => c.plant.rpc.profile.setLanguage({ language: 'en' }));

  it("prints the inspection's date and time in the reader's format, English as the lists write it, Arabic right to left", async () => {
    const record = await addCraftRecord(t.db, site, { title: 'Boiler scaffold' }, [
      { taskStatus: TASK_STATUS.IN_PROGRESS, taskType: TASK_TYPE.INSPECTION },
    ]);
    const taskId = record.taskIds[0]!;
    await c.admin.rpc.tasks.setStatus({
      taskId,
      status: TASK_STATUS.COMPLETE,
      inspection: {
        result: 'safe',
        inspectorRole: 'Inspector',
        risksFound: '',
        actionTaken: '',
        furtherAction: '',
        restrictions: '',
      },
    });
    const url = `/api/inspections/${taskId}/pdf`;
    await c.plant.rpc.profile.setLanguage({ language: 'pl' });
    expect(await downloadedText(c.plant, url)).toMatch(
      /DATA I GODZINA PRZEGLĄDU\s+\d{2}\.\d{2}\.\d{4}, \d{1,2}:\d{2} \([\w/]+\)/,
    );
    await c.plant.rpc.profile.setLanguage({ language: 'en' });
    expect(await downloadedText(c.plant, url)).toMatch(
      /DATE AND TIME OF THE INSPECTION\s+\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M \([\w/]+\)/,
    );
    // Right to left for an Arabic reader: the title "تقرير فحص السقالة" word by word, the
    // record's title as typed, no English heading.
    await c.plant.rpc.profile.setLanguage({ language: 'ar' });
    const file = await downloaded(c.plant, url);
    const text = await expectArabic(file, ['تقرير', 'فحص', 'السقالة', 'Boiler scaffold']);
    expect(text).not.toContain('Scaffold inspection report');
  });
});

describe('the report PDF', () => {
  afterAll(() => c.plant.rpc.profile.setLanguage({ language: 'en' }));

  type TReportInput = Parameters<TestClient['rpc']['reports']['generateReport']>[0];

  /** The ready report as the list answers it, and its PDF's text. */
  async function generated(
    client: TestClient,
    input: TReportInput = { type: 'open-tasks' },
  ): Promise<{ row: TReportDataRow; text: string }> {
    const { id } = await client.rpc.reports.generateReport(input);
    let row: TReportDataRow | undefined;
    await expect
      .poll(
        async () => {
          row = (await client.rpc.reports.list({})).find((r) => r.id === id);
          return row?.status;
        },
        { timeout: 60_000 },
      )
      .toBe('ready');
    const link = new URL(row!.pdfUrl!);
    return { row: row!, text: await downloadedText(client, `${link.pathname}${link.search}`) };
  }

  const reportText = async (client: TestClient) => (await generated(client)).text;

  /** Scaffolding and Insulation, a Russian company, a Japanese location, two statuses. */
  async function typedInOtherScripts(): Promise<TReportInput> {
    const companyId = randomUUID();
    const locationId = randomUUID();
    await t.db.insert(companies).values({
      id: companyId,
      siteKey: site.siteKey,
      name: 'Завод Северный',
      craftTypes: [10],
    });
    await t.db
      .insert(locations)
      .values({ id: locationId, siteKey: site.siteKey, title: '東京第一工場' });
    return {
      type: 'open-tasks',
      options: {
        craftTypes: [10, 15],
        companyIds: [companyId],
        locationIds: [locationId],
        statuses: [TASK_STATUS.IN_PROGRESS, TASK_STATUS.COMPLETE],
      },
    };
  }

  it("generated by a Polish user names its filters' craft types and statuses in Polish, companies and locations in any script as typed", async () => {
    const input = await typedInOtherScripts();
    await c.plant.rpc.profile.setLanguage({ language: 'pl' });
    const { row, text } = await generated(c.plant, input);
    for (const line of [
      'Branże: Rusztowania, Izolacja',
      'Firmy: Завод Северный',
      'Lokalizacje: 東京第一工場',
      'Statusy: W realizacji, Zakończone',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toMatch(/Craft types|Scaffolding|Insulation|Statuses|In Progress/);
    // The list still answers the English words, now with their parts, for any reader.
    expect(row.filters).toEqual([
      {
        key: 'craftTypes',
        label: 'Craft types',
        value: 'Scaffolding, Insulation',
        parts: [
          { kind: 'craftType', code: 10 },
          { kind: 'craftType', code: 15 },
        ],
      },
      {
        key: 'companies',
        label: 'Companies',
        value: 'Завод Северный',
        parts: [{ kind: 'name', text: 'Завод Северный' }],
      },
      {
        key: 'locations',
        label: 'Locations',
        value: '東京第一工場',
        parts: [{ kind: 'name', text: '東京第一工場' }],
      },
      {
        key: 'statuses',
        label: 'Statuses',
        value: 'In Progress, Complete',
        parts: [
          { kind: 'status', code: TASK_STATUS.IN_PROGRESS },
          { kind: 'status', code: TASK_STATUS.COMPLETE },
        ],
      },
    ]);
  });

  it('generated by an English user prints the same filters in English, the typed names as typed', async () => {
    const { text } = await generated(c.contractorA, await typedInOtherScripts());
    for (const line of [
      'Craft types: Scaffolding, Insulation',
      'Companies: Завод Северный',
      'Locations: 東京第一工場',
      'Statuses: In Progress, Complete',
    ]) {
      expect(text).toContain(line);
    }
  });

  it("generated by a Polish user writes its date range as Polish does and the domain's words in Polish", async () => {
    await c.plant.rpc.profile.setLanguage({ language: 'pl' });
    const { text } = await generated(c.plant, {
      type: 'completed-tasks',
      options: { from: '2026-11-01', to: '2026-11-30' },
    });
    for (const line of [
      'Zakres dat: 01.11.2026 - 30.11.2026',
      'Branże: Wszystkie',
      'Firmy: Wszystkie',
      'Lokalizacje: Wszystkie',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('generated by a Polish user prints its fixed words in Polish', async () => {
    await c.plant.rpc.profile.setLanguage({ language: 'pl' });
    const text = await reportText(c.plant);
    expect(text).toMatch(/Wygenerowano \d{2}\.\d{2}\.\d{4}, \d{1,2}:\d{2}/);
    expect(text).toContain('Strona 1 z 1');
    expect(text).not.toContain('Generated');
    expect(text).not.toContain('Page 1 of 1');
  });

  it('generated by an English user prints as before', async () => {
    const text = await reportText(c.contractorA);
    expect(text).toMatch(/Generated \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M/);
    expect(text).toContain('Page 1 of 1');
  });
});

describe('the scaffold tag PDF', () => {
  afterAll(() => c.plant.rpc.profile.setLanguage({ language: 'en' }));

  it("printed by a Polish user has the tag's fixed words in Polish", async () => {
    const record = await addCraftRecord(t.db, site, {
      title: 'Rusztowanie kotłowni',
      craftDetails: { tagNumber: 'SC-41' },
    });
    await c.plant.rpc.profile.setLanguage({ language: 'pl' });
    const text = await downloadedText(c.plant, `/api/qr-tags/${record.id}?size=a6`);
    for (const expected of [
      'NUMER KARTY',
      'SC-41',
      'Rusztowanie kotłowni',
      'Lokalizacja',
      'Zmontowano',
      'Niezmontowane',
      'Ostatni przegląd',
      'Nigdy',
      'Zeskanuj i sprawdź przed użyciem',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('TAG NUMBER');
  });
});
