import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@craftwork/domain/kpis/series';
import {
  REPORT_TYPE_INFO,
  REPORT_TYPES,
  type TReportType,
} from '@craftwork/domain/reports/report-types';
import { siteDateKey } from '@craftwork/domain/time/site-time';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { pdfPageText, pdfPageToPng } from '../../test/pdf.ts';
import { recomputeKpiRange } from '../kpi-records/index.ts';
import { parseCsv, seedReportSite, TZ } from './sources/report-sources.fixture.ts';

/**
 * The PDF of every report type, made by the real pipeline (generateReport, the type's source,
 * the PDF writer, the download link): page 1 rendered to PNG by poppler holds ink, and its text
 * holds the type's title and the first row of the same report's CSV.
 */

let t: TestApp;
let site: SiteFixture;
let plant: TestClient;
let range: { from: string; to: string };

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'REPPDF');
  await seedReportSite(t.db, site);
  plant = await t.signIn(site.users.plant.email, PASSWORD);
  await plant.rpc.inventoryObjects.create({ title: 'Tubes 21ft', quantityAvailable: 40 });
  const today = siteDateKey(new Date(), TZ);
  range = { from: '2026-10-01', to: today < '2026-11-30' ? today : '2026-11-30' };
  if (today > range.from)
    await recomputeKpiRange(t.db, site.siteKey, range.from, addDays(today, -1));
}, 120_000);
afterAll(() => t.close());

async function download(url: string): Promise<Buffer> {
  const link = new URL(url);
  const response = await plant.fetch(`${link.pathname}${link.search}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function generated(type: TReportType) {
  const { id } = await plant.rpc.reports.generateReport({ type, options: range });
  let row: Awaited<ReturnType<typeof plant.rpc.reports.list>>[number] | undefined;
  await expect
    .poll(
      async () => {
        row = (await plant.rpc.reports.list({})).find((r) => r.id === id);
        return row?.status;
      },
      { timeout: 60_000 },
    )
    .toBe('ready');
  return { csv: await download(row!.csvUrl!), pdf: await download(row!.pdfUrl!) };
}

/** How many pixels of the page are dark: a blank page has none. */
function darkPixels(pngPath: string): number {
  const png = PNG.sync.read(readFileSync(pngPath));
  let dark = 0;
  for (let i = 0; i < png.data.length; i += 4)
    if (png.data[i]! + png.data[i + 1]! + png.data[i + 2]! < 200) dark++;
  return dark;
}

/**
 * Whether the page's text shows a CSV cell: whole, or its start cut with an ellipsis to fit the
 * column. The CSV's leading quote on formula-like text ('--) is the CSV's, not the PDF's.
 */
function printed(text: string, cell: string): boolean {
  const shown = cell.replace(/^'/, '').replace(/\s+/g, ' ').trim();
  if (text.includes(shown)) return true;
  for (let k = shown.length - 1; k >= 3; k--)
    if (text.includes(`${shown.slice(0, k)}…`)) return true;
  return false;
}

describe('report PDFs', () => {
  it.each(REPORT_TYPES)(
    'the %s PDF renders, with its title and the first row of its CSV',
    async (type) => {
      const { csv, pdf } = await generated(type);
      const [, first] = parseCsv(csv.toString('utf8'));
      expect(first, 'the report has a row').toBeTruthy();
      const file = path.join(tmpdir(), `report-${type}-${process.pid}.pdf`);
      await writeFile(file, pdf);
      expect(darkPixels(await pdfPageToPng(file, 1, 72))).toBeGreaterThan(2_000);
      const text = (await pdfPageText(file, 1)).replace(/\s+/g, ' ');
      expect(text).toContain(REPORT_TYPE_INFO[type].title);
      const shown = first!.filter((cell) => cell.trim() !== '').slice(0, 2);
      for (const cell of shown) expect(printed(text, cell), `${cell} on page 1`).toBe(true);
    },
  );
});
