import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { craftTypeName } from '@craftwork/domain/catalogues/craft-types';
import { toCsv } from '@craftwork/domain/lists/csv';
import { REPORT_DATA_MESSAGES } from '@craftwork/domain/reports/access';
import {
  REPORT_MESSAGES,
  type ZGenerateReportInput,
  noReportOptions,
} from '@craftwork/domain/reports/report-types';
import type { z } from 'zod';
import { mailOutbox, reportData, sites, userLocations } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { signInEach, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { generateReportFiles } from './generate-report.ts';
import { signedReportPath } from './report-links.ts';
import {
  FAKE_HEADERS,
  fakeRow,
  fakeSource,
  fakeState,
  listenLive,
  settled,
} from './report-data.fixture.ts';
import { TEST_LINK_SECRET, testServices } from '../../test/services.ts';
import type * as Sources from './sources/report-sources.ts';

const fake = vi.hoisted(() => ({ state: null as null | ReturnType<typeof fakeState> }));

vi.mock('./sources/report-sources.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Sources>()),
  openReportSource: async (
    ...args: Parameters<typeof fakeSource> extends [unknown, ...infer Rest] ? Rest : never
  ) => fakeSource(fake.state!, ...args),
}));

// The harness's DATA_DIR: the local storage driver's folder.
const FILES = '/tmp/craftwork-test-data/files';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let c: Record<
  'admin' | 'plant' | 'foreman' | 'contractorA' | 'contractorB' | 'otherAdmin',
  TestClient
>;

beforeAll(async () => {
  fake.state = fakeState();
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'REPORTS');
  other = await createSiteFixture(t.db, 'REPORTSOTHER');
  c = await signInEach(
    t,
    {
      admin: site.users.admin,
      plant: site.users.plant,
      foreman: site.users.foreman,
      contractorA: site.users.contractorA,
      contractorB: site.users.contractorB,
      otherAdmin: other.users.admin,
    },
    PASSWORD,
  );
});
afterAll(() => t.close());
beforeEach(() => {
  fake.state = fakeState();
});

type TGenerateReportInputWire = z.input<typeof ZGenerateReportInput>;
const openTasks = { type: 'open-tasks' as const };

async function generate(client: TestClient, input: TGenerateReportInputWire = openTasks) {
  const { id } = await client.rpc.reports.generateReport(input);
  return settled(t.db, id);
}

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

describe('generateReport', () => {
  it('writes the CSV (equal to toCsv of the rows) and the PDF, then is ready', async () => {
    fake.state!.rows = 7;
    const row = await generate(c.contractorA);
    expect(row).toMatchObject({
      status: 'ready',
      progress: 100,
      error: null,
      rowCount: 7,
      createdBy: site.users.contractorA.id,
      companyId: site.companyA,
      plantPersonnel: false,
      fileBaseName: 'Fake Rows - 11-24-2026',
      csvKey: `reports/${site.siteKey}/${row.id}.csv`,
      pdfKey: `reports/${site.siteKey}/${row.id}.pdf`,
    });
    expect([...row.locationIds].sort()).toEqual([...site.locationIds].sort());
    expect(row.startedAt).not.toBeNull();
    expect(row.finishedAt).not.toBeNull();
    const scope = fake.state!.scopes[0]!.scope;
    expect(scope).toMatchObject({ userId: site.users.contractorA.id, companyId: site.companyA });
    const csv = readFileSync(path.join(FILES, row.csvKey!), 'utf8');
    const rows = Array.from({ length: 7 }, (_, i) => fakeRow(i, scope));
    expect(csv).toBe(toCsv(FAKE_HEADERS, rows));
    expect(row.csvSize).toBe(Buffer.byteLength(csv));
    const pdf = readFileSync(path.join(FILES, row.pdfKey!));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(row.pdfSize).toBe(pdf.length);
  });

  it('keeps a plant user’s scope (no company) and the options asked, listed in words', async () => {
    const row = await generate(c.plant, {
      type: 'completed-tasks',
      options: { from: '2026-11-01', to: '2026-11-20', craftTypes: [10] },
      paperSize: 'A4',
      whiteLabel: true,
    });
    expect(row).toMatchObject({
      status: 'ready',
      companyId: null,
      plantPersonnel: true,
      paperSize: 'A4',
      whiteLabel: true,
      type: 'completed-tasks',
    });
    expect(fake.state!.scopes[0]).toMatchObject({
      type: 'completed-tasks',
      options: { from: '2026-11-01', to: '2026-11-20', craftTypes: [10] },
      scope: { isPlantPersonnel: true, companyId: null },
    });
    const [listed] = (await c.plant.rpc.reports.list()).filter((r) => r.id === row.id);
    expect(listed!.filters.map(({ label, value }) => ({ label, value }))).toEqual([
      { label: 'Date range', value: '11/01/2026 - 11/20/2026' },
      { label: 'Craft types', value: craftTypeName(10) },
      { label: 'Companies', value: 'All' },
      { label: 'Locations', value: 'All' },
    ]);
  });

  it('reports progress at most every 2 points, with live notices, and ends at 100', async () => {
    const live = await listenLive(t.databaseUrl);
    try {
      Object.assign(fake.state!, { rows: 3000, batchSize: 1000 });
      const row = await generate(c.admin);
      expect(row).toMatchObject({ status: 'ready', progress: 100, rowCount: 3000 });
      expect(fake.state!.progressSeen).toEqual([33, 66]);
      await expect
        .poll(() => live.changes.filter((ch) => ch.ids?.includes(row.id)).length)
        .toBeGreaterThanOrEqual(5);
      const mine = live.changes.filter((ch) => ch.ids?.includes(row.id));
      expect(mine.every((ch) => ch.site === site.siteKey && ch.topics.includes('reports'))).toBe(
        true,
      );
    } finally {
      await live.close();
    }
  });

  it('records a failure in the source’s words, or a generic text, and keeps no files', async () => {
    fake.state!.failOnOpen = new AppError('BAD_REQUEST', 'Choose a KPI template.');
    const failed = await generate(c.admin);
    expect(failed).toMatchObject({ status: 'failed', error: 'Choose a KPI template.' });
    fake.state = { ...fakeState(), rows: 2500, failMidway: new Error('disk on fire\n at x.ts:1') };
    const broken = await generate(c.admin);
    expect(broken).toMatchObject({ status: 'failed', error: REPORT_DATA_MESSAGES.failed });
    expect(existsSync(path.join(FILES, `reports/${site.siteKey}/${broken.id}.csv`))).toBe(false);
    expect(existsSync(path.join(FILES, `reports/${site.siteKey}/${broken.id}.pdf`))).toBe(false);
  });

  it('fails a report whose requester is no longer approved, and leaves a ready one alone', async () => {
    const services = testServices(t.db);
    const id = `unapproved-${Date.now()}`;
    await t.db.insert(reportData).values({
      id,
      siteKey: site.siteKey,
      type: 'open-tasks',
      options: fakeOptions,
      createdBy: site.users.applicant.id,
    });
    await generateReportFiles(services, id);
    expect(await settled(t.db, id)).toMatchObject({
      status: 'failed',
      error: REPORT_DATA_MESSAGES.requesterGone,
    });
    expect(fake.state!.scopes).toEqual([]);

    // A retried job: a failed report starts over; a ready one is not written again.
    await t.db
      .update(reportData)
      .set({ createdBy: site.users.admin.id })
      .where(eq(reportData.id, id));
    await generateReportFiles(services, id);
    const ready = await settled(t.db, id);
    expect(ready).toMatchObject({ status: 'ready', error: null, rowCount: 5 });
    await generateReportFiles(services, id);
    expect(fake.state!.scopes).toHaveLength(1);
    expect(await settled(t.db, id)).toMatchObject({ finishedAt: ready.finishedAt });
  });

  it('refuses a sixth report while five wait, and a type the site does not offer', async () => {
    const queued = Array.from({ length: 5 }, (_, i) => ({
      id: `queued-${i}-${Date.now()}`,
      siteKey: site.siteKey,
      type: 'open-tasks',
      options: fakeOptions,
      createdBy: site.users.contractorB.id,
      companyId: site.companyB,
    }));
    await t.db.insert(reportData).values(queued);
    try {
      await expect(c.contractorB.rpc.reports.generateReport(openTasks)).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: REPORT_DATA_MESSAGES.tooManyActive,
      });
    } finally {
      await t.db.delete(reportData).where(
        inArray(
          reportData.id,
          queued.map((q) => q.id),
        ),
      );
    }
    await expect(
      c.contractorB.rpc.reports.generateReport({ type: 'inventory-summary' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: REPORT_DATA_MESSAGES.typeNotOffered });
  });
});

const fakeOptions = noReportOptions();

describe('listReportTypes', () => {
  it('offers inventory and KPI reports only where the site has them on', async () => {
    const types = async () => (await c.admin.rpc.reports.listReportTypes()).map((r) => r.type);
    expect(await types()).toEqual([
      'open-tasks',
      'completed-tasks',
      'standing-scaffolds',
      'kpi-summary',
      'tasks-by-company',
    ]);
    await t.db
      .update(sites)
      .set({ customizations: { inventoryEnabled: true, kpisEnabled: false } })
      .where(eq(sites.siteKey, site.siteKey));
    try {
      expect(await types()).toEqual([
        'open-tasks',
        'completed-tasks',
        'standing-scaffolds',
        'inventory-summary',
        'tasks-by-company',
      ]);
    } finally {
      await t.db.update(sites).set({ customizations: {} }).where(eq(sites.siteKey, site.siteKey));
    }
  });
});

describe('signed download links', () => {
  let reportId: string;
  let links: { csvUrl: string; pdfUrl: string };

  beforeAll(async () => {
    fake.state = { ...fakeState(), rows: 3 };
    reportId = (await generate(c.contractorA)).id;
    const listed = await c.contractorA.rpc.reports.list();
    const entry = listed.find((r) => r.id === reportId)!;
    links = { csvUrl: entry.csvUrl!, pdfUrl: entry.pdfUrl! };
  });

  it('are absolute, signed and valid 7 days', () => {
    expect(links.csvUrl).toMatch(
      new RegExp(
        `^http://craftwork\\.test/api/reports/${reportId}/csv\\?expires=\\d+&signature=[0-9a-f]{64}$`,
      ),
    );
    const expires = Number(new URL(links.pdfUrl).searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
  });

  it('download both files, named and typed, to users who cover the report', async () => {
    for (const client of [c.contractorA, c.foreman, c.plant, c.admin]) {
      const csv = await client.fetch(pathOf(links.csvUrl));
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('cache-control')).toBe('private, no-store');
      expect(csv.headers.get('content-disposition')).toContain(
        'attachment; filename="Fake Rows - 11-24-2026.csv"',
      );
      expect(await csv.text()).toMatch(/^Number,Title,Company,Locations\r\n0,'=SUM\(A1\)/);
      const pdf = await client.fetch(pathOf(links.pdfUrl));
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toContain(
        'filename="Fake Rows - 11-24-2026.pdf"',
      );
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  });

  it('refuses the signed out (401; a browser is sent to sign in)', async () => {
    const anonymous = t.client();
    const answer = await anonymous.fetch(pathOf(links.csvUrl));
    expect(answer.status).toBe(401);
    const browser = await anonymous.fetch(pathOf(links.csvUrl), {
      headers: { accept: 'text/html,application/xhtml+xml' },
      redirect: 'manual',
    });
    expect(browser.status).toBe(303);
    expect(browser.headers.get('location')).toBe(
      `/login?next=${encodeURIComponent(pathOf(links.csvUrl))}`,
    );
  });

  it('refuses a tampered link (403) and an expired one (410)', async () => {
    const url = new URL(links.csvUrl);
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature')!;
    const tampered = [
      `/api/reports/${reportId}/csv?expires=${expires + 86_400}&signature=${signature}`,
      `/api/reports/${reportId}/pdf?expires=${expires}&signature=${signature}`,
      `/api/reports/${reportId}/csv?expires=${expires}&signature=${signature.replace(/^./, (ch) => (ch === 'a' ? 'b' : 'a'))}`,
      `/api/reports/${reportId}/csv?expires=${expires}`,
      `/api/reports/${reportId}/csv`,
    ];
    for (const p of tampered) {
      const answer = await c.contractorA.fetch(p);
      expect(answer.status, p).toBe(403);
      expect(await answer.json()).toEqual({ message: REPORT_MESSAGES.linkInvalid });
    }
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await c.contractorA.fetch(
      signedReportPath(TEST_LINK_SECRET, reportId, 'csv', past),
    );
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ message: REPORT_MESSAGES.linkExpired });
  });

  it('hides the report from another company, fewer locations and another site (404)', async () => {
    const foremanLocations = and(
      eq(userLocations.siteKey, site.siteKey),
      eq(userLocations.userId, site.users.foreman.id),
      eq(userLocations.locationId, site.locationIds[1]!),
    );
    await t.db.update(userLocations).set({ value: false }).where(foremanLocations);
    try {
      for (const client of [c.contractorB, c.foreman, c.otherAdmin]) {
        const answer = await client.fetch(pathOf(links.csvUrl));
        expect(answer.status).toBe(404);
        expect((await client.rpc.reports.list()).map((r) => r.id)).not.toContain(reportId);
      }
    } finally {
      await t.db.update(userLocations).set({ value: true }).where(foremanLocations);
    }
  });

  it('e-mails the caller both links through the outbox; the links work', async () => {
    const answer = await c.plant.rpc.reports.emailReportDownloadURL({ reportDataId: reportId });
    expect(answer).toEqual({ ok: true, to: site.users.plant.email });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, site.users.plant.email), eq(mailOutbox.kind, 'report-link')));
    expect(mail!.subject).toBe('Your report: Open Tasks');
    const found = [...mail!.text.matchAll(/http:\/\/craftwork\.test(\/api\/reports\/\S+)/g)].map(
      (m) => m[1]!,
    );
    expect(found).toHaveLength(2);
    for (const link of found) expect((await c.plant.fetch(link)).status).toBe(200);
    for (const client of [c.contractorB, c.otherAdmin])
      await expect(
        client.rpc.reports.emailReportDownloadURL({ reportDataId: reportId }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', message: REPORT_MESSAGES.notFound });
  });

  it('refuses to e-mail a report not ready yet', async () => {
    const id = `waiting-${Date.now()}`;
    await t.db.insert(reportData).values({
      id,
      siteKey: site.siteKey,
      type: 'open-tasks',
      options: fakeOptions,
      createdBy: site.users.admin.id,
    });
    try {
      await expect(
        c.admin.rpc.reports.emailReportDownloadURL({ reportDataId: id }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: REPORT_MESSAGES.notReady });
    } finally {
      await t.db.delete(reportData).where(eq(reportData.id, id));
    }
  });
});

describe('list', () => {
  it('shows the reports the caller covers, newest first, with links when ready', async () => {
    fake.state = { ...fakeState(), rows: 2 };
    const a = await generate(c.contractorA);
    const p = await generate(c.plant);
    const b = await generate(c.contractorB);
    const ids = async (client: TestClient) => (await client.rpc.reports.list()).map((r) => r.id);
    const plantIds = await ids(c.plant);
    expect(plantIds.indexOf(b.id)).toBeLessThan(plantIds.indexOf(p.id));
    expect(plantIds.indexOf(p.id)).toBeLessThan(plantIds.indexOf(a.id));
    expect(await ids(c.contractorA)).toEqual(expect.arrayContaining([a.id]));
    expect(await ids(c.contractorA)).not.toContain(p.id);
    expect(await ids(c.contractorA)).not.toContain(b.id);
    expect(await ids(c.foreman)).toContain(a.id);
    expect(await ids(c.otherAdmin)).toEqual([]);
    const [entry] = (await c.admin.rpc.reports.list()).filter((r) => r.id === a.id);
    expect(entry).toMatchObject({
      type: 'open-tasks',
      title: 'Open Tasks',
      status: 'ready',
      rowCount: 2,
      createdBy: { id: site.users.contractorA.id, name: `contractorA ${site.siteKey}` },
      configName: null,
      canDelete: true,
    });
    expect(entry!.csvUrl).toContain(`/api/reports/${a.id}/csv?`);
    const [asForeman] = (await c.foreman.rpc.reports.list()).filter((r) => r.id === a.id);
    expect(asForeman!.canDelete).toBe(false);
  });
});

describe('deleteReportData', () => {
  it('lets the requester or a covering site admin delete; the files and links go', async () => {
    fake.state = { ...fakeState(), rows: 2 };
    const mine = await generate(c.contractorA);
    const csvUrl = (await c.contractorA.rpc.reports.list()).find((r) => r.id === mine.id)!.csvUrl!;
    await expect(
      c.foreman.rpc.reports.deleteReportData({ reportDataId: mine.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    for (const client of [c.contractorB, c.otherAdmin])
      await expect(
        client.rpc.reports.deleteReportData({ reportDataId: mine.id }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await c.contractorA.rpc.reports.deleteReportData({ reportDataId: mine.id })).toEqual({
      ok: true,
    });
    expect(existsSync(path.join(FILES, mine.csvKey!))).toBe(false);
    expect(existsSync(path.join(FILES, mine.pdfKey!))).toBe(false);
    expect((await c.contractorA.fetch(pathOf(csvUrl))).status).toBe(404);
    expect((await c.contractorA.rpc.reports.list()).map((r) => r.id)).not.toContain(mine.id);
    const [row] = await t.db.select().from(reportData).where(eq(reportData.id, mine.id));
    expect(row!.deletedAt).not.toBeNull();

    const theirs = await generate(c.contractorA);
    expect(await c.admin.rpc.reports.deleteReportData({ reportDataId: theirs.id })).toEqual({
      ok: true,
    });
    await expect(
      c.admin.rpc.reports.deleteReportData({ reportDataId: theirs.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: REPORT_MESSAGES.notFound });
  });
});
