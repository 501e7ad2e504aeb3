import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCraftRecord, createSiteFixture, PASSWORD, type SiteFixture } from '../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../test/harness.ts';
import { pdfPageToPng } from '../test/pdf.ts';
import { settled } from '../modules/reports/report-data.fixture.ts';

/**
 * Issue 33 #9, decision 202: without PUBLIC_URL, what a signed-in user prints or mails carries
 * the address they opened the app at (here http://127.0.0.1:<port>), never localhost; with it,
 * PUBLIC_URL.
 */

let bare: TestApp;
let configured: TestApp;
let site: SiteFixture;
let recordId: string;
let dir = '';

/** Signs in as a browser at the app's own address does (its Origin is the address in use). */
async function signInAt(app: TestApp, email: string): Promise<TestClient> {
  const c = app.client();
  const response = await c.fetch('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return c;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'request-address-'));
  bare = await startTestApp({ PUBLIC_URL: '' });
  site = await createSiteFixture(bare.db, 'ADDR');
  recordId = (
    await addCraftRecord(bare.db, site, { title: 'Deck', craftDetails: { tagNumber: 'SC-1' } })
  ).id;
  configured = await startTestApp();
  await createSiteFixture(configured.db, 'ADDR');
});
afterAll(async () => {
  await bare?.close();
  await configured?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('without PUBLIC_URL', () => {
  it('prints the QR tag for the address the admin is using, and Site Settings says it is a loopback one', async () => {
    const admin = await signInAt(bare, site.users.admin.email);
    expect(bare.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    await expect(admin.rpc.siteSettings.printAddress()).resolves.toEqual({
      address: bare.url,
      isLoopback: true,
    });
    const link = await admin.rpc.scaffoldTags.forRecord({ recordId });
    expect(link.url).toBe(`${bare.url}/tag/${link.token}`);

    const response = await admin.fetch(`/api/qr-tags/${recordId}?size=a6`);
    expect(response.status).toBe(200);
    const file = path.join(dir, 'tag.pdf');
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    const png = PNG.sync.read(await readFile(await pdfPageToPng(file, 1, 150)));
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data).toBe(`${bare.url}/tag/${link.token}`);
  });

  it('gives report download links at the address in use, not localhost', async () => {
    const admin = await signInAt(bare, site.users.admin.email);
    const { id } = await admin.rpc.reports.generateReport({ type: 'open-tasks' });
    expect(await settled(bare.db, id)).toMatchObject({ status: 'ready' });
    const listed = (await admin.rpc.reports.list()).find((r) => r.id === id);
    expect(listed?.csvUrl?.startsWith(`${bare.url}/api/reports/`)).toBe(true);
    expect(listed?.pdfUrl?.startsWith(`${bare.url}/api/reports/`)).toBe(true);
  });

  it('refuses the print address to a site user who is not an admin, and to a signed-out caller', async () => {
    const plant = await signInAt(bare, site.users.plant.email);
    await expect(plant.rpc.siteSettings.printAddress()).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(bare.client().rpc.siteSettings.printAddress()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('with PUBLIC_URL', () => {
  it('prints PUBLIC_URL whatever address the admin uses', async () => {
    // The same fixture on the second app: the same e-mail addresses.
    const admin = await configured.signIn(site.users.admin.email, PASSWORD);
    await expect(admin.rpc.siteSettings.printAddress()).resolves.toEqual({
      address: 'http://craftwork.test',
      isLoopback: false,
    });
  });
});
