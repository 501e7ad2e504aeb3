import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { craftRecords, photos } from '../../db/schema.ts';
import { PHOTO_UPLOAD_LIMIT } from '../../modules/records/index.ts';
import { addCraftRecord, createSiteFixture, PASSWORD, type SiteFixture } from '../fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../harness.ts';

/**
 * Content safety of photo uploads: a small file that decodes into a huge image (a
 * "decompression bomb") is refused from its header before any decoding; every file of an
 * upload is checked before anything is saved; each user has a limit; photos are sized for
 * their use and cached as the immutable files they are.
 */

let t: TestApp;
let site: SiteFixture;
let plant: TestClient;
let admin: TestClient;
let recordId: string;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
const file = (bytes: Uint8Array | string, name: string, type = 'image/png') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

async function photoRows() {
  return t.db.select().from(photos).where(eq(photos.craftRecordId, recordId));
}

beforeAll(async () => {
  // The real limits (the harness multiplies them for other suites).
  t = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
  site = await createSiteFixture(t.db, 'IMGLIMITS');
  plant = await t.signIn(site.users.plant.email, PASSWORD);
  admin = await t.signIn(site.users.admin.email, PASSWORD);
  recordId = (await addCraftRecord(t.db, site)).id;
});
afterAll(() => t.close());

describe('photo uploads', () => {
  it('refuses a 10000 x 10000 PNG from its header, at once, naming the file', async () => {
    const bomb = await png(10_000, 10_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    await expect(
      plant.rpc.craftRecords.addPhotos({
        craftRecordId: recordId,
        files: [file(bomb, 'bomb.png')],
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'bomb.png is 10000 × 10000 pixels; photos can have at most 40 megapixels.',
    });
    // Decoding it takes seconds of CPU; reading its header, milliseconds.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await photoRows()).toEqual([]);
  });

  it('checks every file before saving any: one bad file among good ones saves nothing', async () => {
    const good = await png(64, 48);
    for (const [bad, message] of [
      [file('', 'empty.jpg', 'image/jpeg'), 'empty.jpg is empty.'],
      [file('%PDF-1.7', 'scan.jpg', 'image/jpeg'), 'scan.jpg is not an image.'],
      [
        file('<svg xmlns="http://www.w3.org/2000/svg"/>', 'logo.png'),
        'logo.png is an SVG drawing; only photos can be added.',
      ],
    ] as const) {
      await expect(
        plant.rpc.craftRecords.addPhotos({
          craftRecordId: recordId,
          files: [file(good, 'first.png'), bad, file(good, 'last.png')],
        }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST', message });
    }
    expect(await photoRows()).toEqual([]);
    const [record] = await t.db.select().from(craftRecords).where(eq(craftRecords.id, recordId));
    expect(record!.thumbnailUrl).toBeNull();
  });

  it('keeps full at its size, reduces to 1600 px, and lets browsers cache photos for a year', async () => {
    const camera = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: '#3a6b35' },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    const { photoIds } = await plant.rpc.craftRecords.addPhotos({
      craftRecordId: recordId,
      files: [file(camera, 'camera.jpg', 'image/jpeg')],
    });
    const sizes: Record<string, [number, number]> = {
      full: [4000, 3000],
      reduced: [1600, 1200],
      thumb: [300, 300],
    };
    for (const [size, [width, height]] of Object.entries(sizes)) {
      const response = await plant.fetch(`/api/files/photos/${photoIds[0]}/${size}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta, size).toMatchObject({ format: 'jpeg', width, height });
    }
  });

  it("limits the photos one user uploads, refused files included, without touching another's", async () => {
    const junk = Array.from({ length: 20 }, (_, i) => file(`not an image ${i}`, `junk-${i}.jpg`));
    // The uploads above counted 11 files: the bomb, three refused uploads of three, the camera.
    const used = 1 + 3 * 3 + 1;
    let left = PHOTO_UPLOAD_LIMIT.max - used;
    while (left > 0) {
      const files = junk.slice(0, Math.min(left, junk.length));
      await expect(
        plant.rpc.craftRecords.addPhotos({ craftRecordId: recordId, files }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      left -= files.length;
    }
    const good = file(await png(32, 32), 'one-more.png');
    await expect(
      plant.rpc.craftRecords.addPhotos({ craftRecordId: recordId, files: [good] }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const { photoIds } = await admin.rpc.craftRecords.addPhotos({
      craftRecordId: recordId,
      files: [good],
    });
    expect(photoIds).toHaveLength(1);
  });
});
