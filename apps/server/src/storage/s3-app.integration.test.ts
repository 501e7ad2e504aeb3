import { randomBytes } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { photos } from '../db/schema.ts';
import { settled } from '../modules/reports/report-data.fixture.ts';
import { addCraftRecord, createSiteFixture, PASSWORD, type SiteFixture } from '../test/fixtures.ts';
import { signInEach, startTestApp, type TestApp, type TestClient } from '../test/harness.ts';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3Server } from '../test/s3-server.ts';

// The whole app on FILE_STORAGE=s3 against a real S3-compatible server (s3rver): photos,
// attachments and reports are written as objects and read back only through the app's routes.

let s3: TestS3Server;
let bucket: S3Client;
let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let c: Record<'plant' | 'admin' | 'otherAdmin', TestClient>;

async function objectKeys(prefix: string) {
  const answer = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (answer.Contents ?? []).map((object) => object.Key!).sort();
}

/** A camera-like JPEG: 2400x1600 noise, stored sideways with EXIF orientation 6 (turn right). */
async function cameraJpeg() {
  return sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function imageOf(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
  const meta = await sharp(bytes).metadata();
  return { format: meta.format, width: meta.width, height: meta.height, bytes };
}

beforeAll(async () => {
  s3 = await startS3Server('craftwork-app-test');
  bucket = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  });
  t = await startTestApp(s3.env);
  const suffix = randomBytes(3).toString('hex').toUpperCase();
  site = await createSiteFixture(t.db, `S3A${suffix}`);
  other = await createSiteFixture(t.db, `S3B${suffix}`);
  c = await signInEach(
    t,
    { plant: site.users.plant, admin: site.users.admin, otherAdmin: other.users.admin },
    PASSWORD,
  );
});
afterAll(async () => {
  await t?.close();
  bucket?.destroy();
  await s3?.stop();
});

describe('photos on S3', () => {
  let photoId: string;
  let craftRecordId: string;

  beforeAll(async () => {
    craftRecordId = (await addCraftRecord(t.db, site)).id;
    const file = new File([new Uint8Array(await cameraJpeg())], 'IMG_0001.JPG', {
      type: 'image/jpeg',
    });
    const { photoIds } = await c.plant.rpc.craftRecords.addPhotos({ craftRecordId, files: [file] });
    expect(photoIds).toHaveLength(1);
    photoId = photoIds[0]!;
  });

  it('stores the three sizes as objects of the bucket', async () => {
    expect(await objectKeys(`${site.siteKey}/photos/`)).toEqual([
      `${site.siteKey}/photos/${photoId}/full.jpg`,
      `${site.siteKey}/photos/${photoId}/reduced.jpg`,
      `${site.siteKey}/photos/${photoId}/thumb.jpg`,
    ]);
  });

  it('serves each size to the site’s users through the file route, turned upright', async () => {
    const expected = {
      full: { width: 1600, height: 2400 },
      reduced: { width: 1067, height: 1600 },
      thumb: { width: 300, height: 300 },
    };
    for (const client of [c.plant, c.admin]) {
      for (const [size, dimensions] of Object.entries(expected)) {
        const response = await client.fetch(`/api/files/photos/${photoId}/${size}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/jpeg');
        expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
        expect(await imageOf(response)).toMatchObject({ format: 'jpeg', ...dimensions });
      }
    }
  });

  it('refuses the signed out and answers another site’s user as if it did not exist', async () => {
    for (const size of ['full', 'reduced', 'thumb']) {
      const anonymous = await t.client().fetch(`/api/files/photos/${photoId}/${size}`);
      expect(anonymous.status).toBe(401);
      const outsider = await c.otherAdmin.fetch(`/api/files/photos/${photoId}/${size}`);
      expect(outsider.status).toBe(404);
      expect(outsider.headers.get('content-type')).not.toBe('image/jpeg');
    }
  });

  it('deletes the three objects with the photo', async () => {
    const second = new File([new Uint8Array(await cameraJpeg())], 'second.jpg', {
      type: 'image/jpeg',
    });
    const { photoIds } = await c.plant.rpc.craftRecords.addPhotos({
      craftRecordId,
      files: [second],
    });
    const [secondId] = photoIds;
    expect(await objectKeys(`${site.siteKey}/photos/${secondId}/`)).toHaveLength(3);
    await c.plant.rpc.craftRecords.deletePhoto({ photoId: secondId! });
    expect(await objectKeys(`${site.siteKey}/photos/${secondId}/`)).toEqual([]);
    expect((await c.plant.fetch(`/api/files/photos/${secondId}/thumb`)).status).toBe(404);
    expect(await objectKeys(`${site.siteKey}/photos/${photoId}/`)).toHaveLength(3);
  });
});

describe('attachments on S3', () => {
  it('round-trips the bytes as a download, for the site only', async () => {
    const { id: craftRecordId } = await addCraftRecord(t.db, site);
    const body = randomBytes(300_000);
    const file = new File([body], 'Inspection report.pdf', { type: 'application/pdf' });
    const { attachmentId } = await c.plant.rpc.craftRecords.addAttachment({
      craftRecordId,
      taskId: null,
      file,
    });
    expect(await objectKeys(`${site.siteKey}/attachments/`)).toEqual([
      `${site.siteKey}/attachments/${attachmentId}`,
    ]);
    const response = await c.admin.fetch(`/api/files/attachments/${attachmentId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toContain(
      'attachment; filename="Inspection report.pdf"',
    );
    expect(response.headers.get('content-length')).toBe(String(body.length));
    expect(Buffer.from(await response.arrayBuffer()).equals(body)).toBe(true);
    expect((await t.client().fetch(`/api/files/attachments/${attachmentId}`)).status).toBe(401);
    expect((await c.otherAdmin.fetch(`/api/files/attachments/${attachmentId}`)).status).toBe(404);
  });
  it('lets go of the object when a download is abandoned (more than the SDK’s 50 sockets)', async () => {
    const { id: craftRecordId } = await addCraftRecord(t.db, site);
    const body = randomBytes(4 * 1024 * 1024);
    const file = new File([body], 'big.bin');
    const { attachmentId } = await c.plant.rpc.craftRecords.addAttachment({
      craftRecordId,
      taskId: null,
      file,
    });
    const path = `/api/files/attachments/${attachmentId}`;
    for (let i = 0; i < 60; i += 1) {
      const abort = new AbortController();
      const response = await c.plant.fetch(path, { signal: abort.signal });
      expect(response.status).toBe(200);
      abort.abort();
    }
    const head = await c.plant.fetch(path, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(body.length));
    const whole = await c.plant.fetch(path, { signal: AbortSignal.timeout(20_000) });
    expect(Buffer.from(await whole.arrayBuffer()).equals(body)).toBe(true);
  });
});

describe('reports on S3', () => {
  it('generates the CSV and PDF into the bucket and serves them through their signed links', async () => {
    await addCraftRecord(t.db, site, {}, [{ taskStatus: TASK_STATUS.AWAITING }]);
    const { id } = await c.admin.rpc.reports.generateReport({ type: 'open-tasks' });
    const row = await settled(t.db, id);
    expect(row).toMatchObject({ status: 'ready', error: null });
    expect(await objectKeys(`reports/${site.siteKey}/`)).toEqual([
      `reports/${site.siteKey}/${id}.csv`,
      `reports/${site.siteKey}/${id}.pdf`,
    ]);
    const entry = (await c.admin.rpc.reports.list()).find((report) => report.id === id)!;
    const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
    const csv = await c.admin.fetch(pathOf(entry.csvUrl!));
    expect(csv.status).toBe(200);
    const csvText = await csv.text();
    expect(Buffer.byteLength(csvText)).toBe(row.csvSize);
    expect(csvText.split('\r\n').length).toBeGreaterThan(1);
    const pdf = await c.admin.fetch(pathOf(entry.pdfUrl!));
    expect(pdf.status).toBe(200);
    const pdfBytes = Buffer.from(await pdf.arrayBuffer());
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfBytes.length).toBe(row.pdfSize);
    expect((await t.client().fetch(pathOf(entry.csvUrl!))).status).toBe(401);
  });
});

// Last: it stops the server.
describe('when the S3 service stops answering', () => {
  it('answers uploads and downloads with a server error, and the app keeps running', async () => {
    const { id: craftRecordId } = await addCraftRecord(t.db, site);
    const file = new File([new Uint8Array(await cameraJpeg())], 'late.jpg', { type: 'image/jpeg' });
    const { photoIds } = await c.plant.rpc.craftRecords.addPhotos({ craftRecordId, files: [file] });
    await s3.stop();
    const upload = c.plant.rpc.craftRecords.addPhotos({ craftRecordId, files: [file] });
    await expect(upload).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
    const download = await c.plant.fetch(`/api/files/photos/${photoIds[0]}/thumb`);
    expect(download.status).toBe(500);
    expect(JSON.stringify(await download.json())).not.toContain('127.0.0.1');
    expect((await t.client().fetch('/api/health')).status).toBe(200);
    // The photo that could not be stored left no row behind.
    const rows = await t.db.select().from(photos).where(eq(photos.craftRecordId, craftRecordId));
    expect(rows.map((row) => row.id)).toEqual(photoIds);
  });
});
