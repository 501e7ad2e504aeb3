import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_PRESETS } from '@craftwork/domain/access/permissions';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import { craftRecords, siteUsers } from '../../db/schema.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { signInEach, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { pdfPageCount, pdfPageSize, pdfPageToPng, pdfText } from '../../test/pdf.ts';

/**
 * The printable QR scaffold tag (issue 16 section 5, decision 154): a one-page PDF in A6 or
 * Letter whose QR code, read back from the rendered page with a QR reader, opens the public tag page.
 */

const run = promisify(execFile);

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let dir: string;
let clients: Record<'plant' | 'contractorA' | 'contractorB', TestClient>;
let recordId: string;
/** A record only company B's tasks are on: outside company A's scope. */
let companyBRecordId: string;
let otherSiteRecordId: string;

const S = TASK_STATUS;
const T = TASK_TYPE;

async function savePdf(bytes: ArrayBuffer) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, Buffer.from(bytes));
  return file;
}

async function pageOf(file: string) {
  const size = await pdfPageSize(file);
  return {
    width: Math.round(size.width),
    height: Math.round(size.height),
    pages: await pdfPageCount(file),
  };
}

/** Page 1 at 150 dpi, its QR code read back. */
async function decodeQr(file: string) {
  const png = PNG.sync.read(await readFile(await pdfPageToPng(file, 1, 150)));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return code?.data ?? null;
}

async function tagTokenOf(id: string) {
  const [row] = await t.db
    .select({ token: craftRecords.tagToken })
    .from(craftRecords)
    .where(eq(craftRecords.id, id));
  expect(row?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return row?.token ?? '';
}

async function fetchTag(client: TestClient, url: string) {
  const response = await client.fetch(url);
  expect(response.status, url).toBe(200);
  return { response, file: await savePdf(await response.arrayBuffer()) };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'qr-tag-'));
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'QRTAG');
  other = await createSiteFixture(t.db, 'QRTAGOTHER');
  // Company B's contractor may see records but not update them: no tag.
  await t.db
    .update(siteUsers)
    .set({ permissions: { ...PERMISSION_PRESETS.foreman, canUpdateCraftRecords: false } })
    .where(
      and(eq(siteUsers.siteKey, site.siteKey), eq(siteUsers.userId, site.users.contractorB.id)),
    );
  recordId = (
    await addCraftRecord(
      t.db,
      site,
      { title: 'Boiler deck north', craftDetails: { tagNumber: 'SC-77' } },
      [
        // Completed at 9 pm in Chicago on March 1st: the site's day, not UTC's.
        {
          taskType: T.INSTALLATION,
          taskStatus: S.COMPLETE,
          timestampTaskCompleted: new Date('2024-03-02T03:00:00Z'),
        },
        {
          taskType: T.INSTALLATION,
          taskStatus: S.COMPLETE,
          timestampTaskCompleted: new Date('2024-02-01T15:00:00Z'),
        },
        {
          taskType: T.INSPECTION,
          taskStatus: S.COMPLETE,
          timestampTaskCompleted: new Date('2024-04-01T15:00:00Z'),
        },
        {
          taskType: T.SAFETY_INSPECTION,
          taskStatus: S.COMPLETE,
          timestampTaskCompleted: new Date('2024-04-10T15:00:00Z'),
        },
        // Neither an open inspection nor a completed modification is the last inspection.
        { taskType: T.INSPECTION, taskStatus: S.SCHEDULED },
        {
          taskType: T.MODIFICATION,
          taskStatus: S.COMPLETE,
          timestampTaskCompleted: new Date('2024-05-01T15:00:00Z'),
        },
      ],
    )
  ).id;
  companyBRecordId = (
    await addCraftRecord(t.db, site, { title: 'Company B only' }, [
      { taskStatus: S.SCHEDULED, assignedCompanyId: site.companyB },
    ])
  ).id;
  otherSiteRecordId = (await addCraftRecord(t.db, other, { title: 'Elsewhere' })).id;
  clients = await signInEach(
    t,
    {
      plant: site.users.plant,
      contractorA: site.users.contractorA,
      contractorB: site.users.contractorB,
    },
    PASSWORD,
  );
});

afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the QR scaffold tag PDF', () => {
  it.each([
    ['a6', { width: 298, height: 420 }],
    ['letter', { width: 612, height: 792 }],
  ] as const)('%s: one page of its size, its QR code opening the tag page', async (size, page) => {
    const { url } = await clients.contractorA.rpc.craftRecords.handleGenerateQRScaffoldTagCF({
      craftRecordID: recordId,
      whiteLabel: null,
      size,
    });
    expect(url).toBe(`/api/qr-tags/${recordId}?size=${size}`);
    const { response, file } = await fetchTag(clients.contractorA, url);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toMatch(
      /^inline; filename="Tag SC-77\.pdf"/,
    );
    expect(await pageOf(file)).toEqual({ ...page, pages: 1 });
    expect(await decodeQr(file)).toBe(`http://craftwork.test/tag/${await tagTokenOf(recordId)}`);
    const text = await pdfText(file);
    for (const shown of [
      'Craftwork',
      'Site QRTAG',
      'SC-77',
      'Boiler deck north',
      'Area 1',
      '03/01/2024',
      '04/10/2024',
      'Last inspection',
    ])
      expect(text).toContain(shown);
  });

  it('white-labelled: the site name without the product name', async () => {
    const { url } = await clients.plant.rpc.craftRecords.handleGenerateQRScaffoldTagCF({
      craftRecordID: recordId,
      whiteLabel: true,
      size: 'letter',
    });
    expect(url).toBe(`/api/qr-tags/${recordId}?size=letter&whiteLabel=1`);
    const { file } = await fetchTag(clients.plant, url);
    const text = await pdfText(file);
    expect(text).toContain('Site QRTAG');
    expect(text).not.toContain('Craftwork');
    const { stdout: info } = await run('pdfinfo', [file]);
    expect(info).not.toContain('Craftwork');
  });

  it('defaults to A6 and reads a never installed, never inspected record without a tag number', async () => {
    const bare = await addCraftRecord(t.db, site, {
      title: 'Café ☃ 漢字 line\nbreak',
      locationId: null,
    });
    const { response, file } = await fetchTag(clients.plant, `/api/qr-tags/${bare.id}`);
    expect(response.headers.get('content-disposition')).toMatch(/filename="Tag \[N\/A\]\.pdf"/);
    expect((await pageOf(file)).width).toBe(298);
    const text = await pdfText(file);
    for (const shown of [
      '[N/A]',
      '[No location]',
      'Not installed',
      'Never',
      // Printed as typed (decision 201), its line break kept.
      'Café ☃ 漢字 line',
      'break',
    ])
      expect(text).toContain(shown);
    // The first print made the record's token: the QR code opens the public tag page.
    expect(await decodeQr(file)).toBe(`http://craftwork.test/tag/${await tagTokenOf(bare.id)}`);
  });

  it('takes an unknown size or white label as the default', async () => {
    const { file } = await fetchTag(
      clients.plant,
      `/api/qr-tags/${recordId}?size=${'x'.repeat(500)}&whiteLabel=%00`,
    );
    expect((await pageOf(file)).width).toBe(298);
    expect(await pdfText(file)).toContain('Craftwork');
  });
});

describe('who gets the tag', () => {
  const tagUrl = (id: string) => `/api/qr-tags/${id}?size=a6`;

  it('refuses it without canUpdateCraftRecords (403), by the route and the RPC', async () => {
    const response = await clients.contractorB.fetch(tagUrl(recordId));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: TASK_MESSAGES.cannotGenerateQrTag });
    await expect(
      clients.contractorB.rpc.craftRecords.handleGenerateQRScaffoldTagCF({
        craftRecordID: recordId,
        whiteLabel: null,
        size: 'a6',
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it.each([
    ['another company', () => companyBRecordId],
    ['another site', () => otherSiteRecordId],
  ])('answers 404 for a record of %s', async (_name, id) => {
    expect((await clients.contractorA.fetch(tagUrl(id()))).status).toBe(404);
    await expect(
      clients.contractorA.rpc.craftRecords.handleGenerateQRScaffoldTagCF({
        craftRecordID: id(),
        whiteLabel: null,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 401 signed out', async () => {
    expect((await t.client().fetch(tagUrl(recordId))).status).toBe(401);
  });
});
