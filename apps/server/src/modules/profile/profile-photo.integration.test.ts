import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

/** Issue 13 item 8: the profile photo, its three sizes, and who may see it. */
let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let foreman: TestClient;

const png = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .png()
    .toBuffer();
const file = (name: string, body: Uint8Array, type = 'image/png') =>
  new File([new Uint8Array(body)], name, { type });

async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    const e = error as { code: string; message: string };
    return { code: e.code, message: e.message };
  }
  return null;
}

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'PHOTO');
  other = await createSiteFixture(t.db, 'PHOTOX');
  foreman = await t.signIn(site.users.foreman.email, PASSWORD);
});
afterAll(() => t.close());

describe('profile photo', () => {
  it('stores three JPEGs and shows the reduced one in the profile card', async () => {
    await foreman.rpc.profile.setPhoto({ file: file('me.png', await png()) });
    const me = await foreman.rpc.session.me();
    expect(me?.user.hasProfilePhoto).toBe(true);
    expect(me?.user.photoUrl).toMatch(
      new RegExp(`^/api/user-photos/${site.users.foreman.id}/reduced\\?v=`),
    );
    const thumb = await foreman.fetch(`/api/user-photos/${site.users.foreman.id}/thumb`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    expect(thumb.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 300]);
    const full = await foreman.fetch(`/api/user-photos/${site.users.foreman.id}/full`);
    expect((await sharp(Buffer.from(await full.arrayBuffer())).metadata()).width).toBe(640);
  });

  it('is served to members of a shared site only', async () => {
    const path = `/api/user-photos/${site.users.foreman.id}/thumb`;
    const status = async (client: TestClient) => (await client.fetch(path)).status;
    expect(await status(t.client())).toBe(401);
    for (const user of [site.users.contractorB, site.users.plant, site.users.admin])
      expect(await status(await t.signIn(user.email, PASSWORD))).toBe(200);
    // A pending applicant of the site, and another site's users: as if there were no photo.
    expect(await status(await t.signIn(site.users.applicant.email, PASSWORD))).toBe(404);
    expect(await status(await t.signIn(other.users.admin.email, PASSWORD))).toBe(404);
    // Unknown sizes and ids are never queried.
    expect((await foreman.fetch(`/api/user-photos/${site.users.foreman.id}/huge`)).status).toBe(
      404,
    );
    expect((await foreman.fetch(`/api/user-photos/no%20such/thumb`)).status).toBe(404);
  });

  it("shows an applicant's photo to the site's admins, who approve applicants", async () => {
    const applicant = await t.signIn(site.users.applicant.email, PASSWORD);
    await applicant.rpc.profile.setPhoto({ file: file('a.png', await png(400, 400)) });
    const path = `/api/user-photos/${site.users.applicant.id}/thumb`;
    expect((await applicant.fetch(path)).status).toBe(200);
    expect((await (await t.signIn(site.users.admin.email, PASSWORD)).fetch(path)).status).toBe(200);
    expect((await (await t.signIn(site.users.plant.email, PASSWORD)).fetch(path)).status).toBe(404);
  });

  it('refuses by content before anything is saved: SVG, empty, not an image, too large', async () => {
    const contractor = await t.signIn(site.users.contractorA.email, PASSWORD);
    const svg = file(
      'x.png',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    const big = new Uint8Array(21 * 1024 * 1024);
    big.set(await png(10, 10));
    for (const [upload, message] of [
      [svg, 'x.png is an SVG drawing; only photos can be added.'],
      [file('empty.png', new Uint8Array()), 'empty.png is empty.'],
      [file('notes.png', new TextEncoder().encode('just text')), 'notes.png is not an image.'],
      [file('big.png', big), 'big.png is larger than 20 MB.'],
    ] as const)
      expect(await refusal(contractor.rpc.profile.setPhoto({ file: upload }))).toEqual({
        code: 'BAD_REQUEST',
        message,
      });
    expect((await contractor.rpc.session.me())?.user.hasProfilePhoto).toBe(false);
  });

  it('is removed with Remove photo', async () => {
    const plant = await t.signIn(site.users.plant.email, PASSWORD);
    await plant.rpc.profile.setPhoto({ file: file('p.png', await png()) });
    await plant.rpc.profile.removePhoto();
    const me = await plant.rpc.session.me();
    expect(me?.user.hasProfilePhoto).toBe(false);
    expect(me?.user.photoUrl).toBeNull();
    expect((await plant.fetch(`/api/user-photos/${site.users.plant.id}/thumb`)).status).toBe(404);
  });

  it('gives the Select User list the thumbnail address', async () => {
    const answer = await foreman.rpc.sites.getVisibleCompaniesAndUsers({ siteKey: site.siteKey });
    expect(answer.data.users[site.users.foreman.id]?.userPhotoUrl).toMatch(
      new RegExp(`^/api/user-photos/${site.users.foreman.id}/thumb\\?v=`),
    );
  });
});
