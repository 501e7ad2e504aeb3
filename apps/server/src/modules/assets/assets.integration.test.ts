import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_MESSAGES } from '@craftwork/domain/admin/assets';
import { assets, auditLog } from '../../db/schema.ts';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { file, tinyPng } from '../../test/security/matrix-kit.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
type Role = 'admin' | 'plant' | 'foreman' | 'contractorA' | 'contractorB' | 'applicant';
const c = {} as Record<Role | 'otherAdmin', TestClient>;

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'ASSETS');
  other = await createSiteFixture(t.db, 'ASSETX');
  for (const role of [
    'admin',
    'plant',
    'foreman',
    'contractorA',
    'contractorB',
    'applicant',
  ] as const)
    c[role] = await t.signIn(site.users[role].email, PASSWORD);
  c.otherAdmin = await t.signIn(other.users.admin.email, PASSWORD);
});
afterAll(() => t.close());

let n = 0;
const fields = (s: SiteFixture = site) => ({
  customId: `P-${++n}`,
  title: `Pump ${n}`,
  description: 'North rack',
  locationId: s.locationIds[0]!,
});

async function newAsset(by: TestClient = c.admin, s: SiteFixture = site) {
  const input = fields(s);
  const { id } = await by.rpc.assets.create(input);
  return { id, ...input };
}

const refused = { code: 'FORBIDDEN', message: MESSAGES.missingPermissions };
const hidden = { code: 'NOT_FOUND' };

async function auditOf(targetId: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.area, 'assets')))
    .orderBy(auditLog.createdAt);
}

describe('assets.create', () => {
  it.each(['admin', 'plant'] as const)('lets %s add an asset, audited', async (role) => {
    const input = fields();
    const { id } = await c[role].rpc.assets.create(input);
    const [row] = await t.db.select().from(assets).where(eq(assets.id, id));
    expect(row).toMatchObject({ ...input, siteKey: site.siteKey, createdBy: site.users[role].id });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'created', actorId: site.users[role].id, before: null });
    expect(entry?.after).toEqual(input);
  });

  it.each(['foreman', 'contractorA', 'contractorB'] as const)(
    'refuses %s with the permission error',
    async (role) => {
      await expect(c[role].rpc.assets.create(fields())).rejects.toMatchObject(refused);
    },
  );

  it('refuses an applicant (not approved)', async () => {
    await expect(c.applicant.rpc.assets.create(fields())).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('refuses an Asset ID the site has already, whatever its case', async () => {
    const a = await newAsset();
    await expect(
      c.plant.rpc.assets.create({ ...fields(), customId: ` ${a.customId.toLowerCase()} ` }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: ASSET_MESSAGES.duplicateCustomId });
  });

  it('lets another site use the same Asset ID', async () => {
    const a = await newAsset();
    await expect(
      c.otherAdmin.rpc.assets.create({ ...fields(other), customId: a.customId }),
    ).resolves.toMatchObject({ id: expect.any(String) });
  });

  it("refuses another site's location", async () => {
    await expect(
      c.admin.rpc.assets.create({ ...fields(), locationId: other.locationIds[0]! }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: ASSET_MESSAGES.unknownLocation });
  });

  it('refuses empty and too long fields with the form texts', async () => {
    await expect(c.admin.rpc.assets.create({ ...fields(), customId: ' ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      c.admin.rpc.assets.create({ ...fields(), title: 'x'.repeat(201) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('assets.update', () => {
  it.each(['admin', 'plant'] as const)(
    'lets %s edit an asset, auditing what changed',
    async (role) => {
      const a = await newAsset();
      await c[role].rpc.assets.update({
        ...a,
        title: 'Renamed',
        locationId: site.locationIds[1]!,
      });
      const [row] = await t.db.select().from(assets).where(eq(assets.id, a.id));
      expect(row).toMatchObject({ title: 'Renamed', locationId: site.locationIds[1] });
      const entries = await auditOf(a.id);
      expect(entries.at(-1)).toMatchObject({
        action: 'updated',
        before: { title: a.title, locationId: a.locationId },
        after: { title: 'Renamed', locationId: site.locationIds[1] },
      });
    },
  );

  it('writes no audit entry when nothing changed', async () => {
    const a = await newAsset();
    await c.admin.rpc.assets.update(a);
    expect(await auditOf(a.id)).toHaveLength(1);
  });

  it('keeps its own Asset ID but refuses another asset’s', async () => {
    const a = await newAsset();
    const b = await newAsset();
    await expect(c.admin.rpc.assets.update({ ...a, title: 'Same ID' })).resolves.toEqual({
      ok: true,
    });
    await expect(c.admin.rpc.assets.update({ ...a, customId: b.customId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: ASSET_MESSAGES.duplicateCustomId,
    });
  });

  it.each(['foreman', 'contractorA', 'contractorB'] as const)(
    'refuses %s with the permission error',
    async (role) => {
      const a = await newAsset();
      await expect(c[role].rpc.assets.update({ ...a, title: 'No' })).rejects.toMatchObject(refused);
    },
  );

  it("hides another site's asset", async () => {
    const a = await newAsset(c.otherAdmin, other);
    await expect(
      c.admin.rpc.assets.update({ ...a, locationId: null, title: 'Taken' }),
    ).rejects.toMatchObject(hidden);
  });
});

describe('assets.delete', () => {
  it.each(['admin', 'plant'] as const)(
    'lets %s delete an asset: gone from the lists, records show it as unavailable',
    async (role) => {
      const a = await newAsset();
      const record = await addCraftRecord(t.db, site, { assetId: a.id });
      expect((await c.admin.rpc.craftRecords.get({ id: record.id })).assetName).toBe(a.title);
      await c[role].rpc.assets.delete({ id: a.id });
      expect((await c.plant.rpc.assets.list()).map((x) => x.id)).not.toContain(a.id);
      expect((await c.plant.rpc.sites.listAssets()).map((x) => x.id)).not.toContain(a.id);
      const page = await c.admin.rpc.craftRecords.get({ id: record.id });
      expect(page).toMatchObject({ assetId: a.id, assetName: null });
      const list = await c.admin.rpc.craftRecords.list({
        status: 'open',
        search: record.id.slice(0, 8),
      });
      const row = list.rows.find((r) => r.id === record.id);
      expect(row?.assetName ?? null).toBeNull();
      expect((await auditOf(a.id)).at(-1)).toMatchObject({ action: 'deleted', after: null });
      await expect(c.admin.rpc.assets.get({ id: a.id })).rejects.toMatchObject(hidden);
      // Its Asset ID is free again.
      await expect(
        c.admin.rpc.assets.create({ ...fields(), customId: a.customId }),
      ).resolves.toBeTruthy();
    },
  );

  it.each(['foreman', 'contractorA', 'contractorB'] as const)(
    'refuses %s with the permission error',
    async (role) => {
      const a = await newAsset();
      await expect(c[role].rpc.assets.delete({ id: a.id })).rejects.toMatchObject(refused);
    },
  );

  it("hides another site's asset", async () => {
    const a = await newAsset(c.otherAdmin, other);
    await expect(c.admin.rpc.assets.delete({ id: a.id })).rejects.toMatchObject(hidden);
    const [row] = await t.db.select().from(assets).where(eq(assets.id, a.id));
    expect(row?.deletedAt).toBeNull();
  });
});

describe('assets.list, get and qrCode', () => {
  it.each(['foreman', 'contractorA', 'contractorB'] as const)(
    'refuse %s the asset list, an admin option, while its asset pages stay open',
    async (role) => {
      const a = await newAsset();
      await expect(c[role].rpc.assets.list()).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: MESSAGES.missingPermissions,
      });
      await expect(c[role].rpc.assets.get({ id: a.id })).resolves.toMatchObject({ id: a.id });
    },
  );

  it.each(['admin', 'plant'] as const)(
    'show %s the site’s assets with their location',
    async (role) => {
      const a = await newAsset();
      const list = await c[role].rpc.assets.list();
      expect(list.find((x) => x.id === a.id)).toMatchObject({
        customId: a.customId,
        title: a.title,
        description: a.description,
        locationTitle: 'Area 1',
        photo: null,
      });
      expect(list.every((x) => x.id !== undefined)).toBe(true);
      await expect(c[role].rpc.assets.get({ id: a.id })).resolves.toMatchObject({ id: a.id });
    },
  );

  it("lists no other site's asset and hides it", async () => {
    const a = await newAsset(c.otherAdmin, other);
    expect((await c.admin.rpc.assets.list()).map((x) => x.id)).not.toContain(a.id);
    await expect(c.admin.rpc.assets.get({ id: a.id })).rejects.toMatchObject(hidden);
    await expect(c.admin.rpc.assets.qrCode({ id: a.id })).rejects.toMatchObject(hidden);
  });

  it('lists the records naming the asset that the caller may see', async () => {
    const a = await newAsset();
    const forA = await addCraftRecord(t.db, site, { assetId: a.id }, [{ taskStatus: 30 }]);
    const forB = await addCraftRecord(t.db, site, { assetId: a.id }, [
      { taskStatus: 30, assignedCompanyId: site.companyB },
    ]);
    await addCraftRecord(t.db, site, { assetId: a.id, deletedAt: new Date() });
    const ids = async (who: TestClient) =>
      (await who.rpc.assets.get({ id: a.id })).records.map((r) => r.id).sort();
    expect(await ids(c.plant)).toEqual([forA.id, forB.id].sort());
    expect(await ids(c.contractorA)).toEqual([forA.id]);
    expect(await ids(c.contractorB)).toEqual([forB.id]);
  });

  it('encodes the asset page address from PUBLIC_URL, whatever the Host', async () => {
    const a = await newAsset();
    const qr = await c.contractorA.rpc.assets.qrCode({ id: a.id });
    expect(qr.url).toBe(`http://craftwork.test/asset/${a.id}`);
    expect(qr.svg).toMatch(/^<svg/);
    const response = await c.contractorA.fetch('/rpc/assets/qrCode', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': 'orpc',
        host: 'evil.test',
        'x-forwarded-host': 'evil.test',
      },
      body: JSON.stringify({ json: { id: a.id } }),
    });
    expect(await response.text()).toContain(`http://craftwork.test/asset/${a.id}`);
  });
});

describe('asset photo', () => {
  it('is checked by content, stored in three sizes and served only to members of the site', async () => {
    const a = await newAsset();
    await expect(
      c.plant.rpc.assets.setPhoto({ assetId: a.id, file: file('x.png', 'image/png', 'not a png') }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'x.png is not an image.' });
    expect(
      (await t.db.select().from(assets).where(eq(assets.id, a.id)))[0]?.thumbnailUrl,
    ).toBeNull();

    const { thumbnailUrl } = await c.plant.rpc.assets.setPhoto({
      assetId: a.id,
      file: file('dot.png', 'image/png', tinyPng()),
    });
    const listed = (await c.plant.rpc.assets.list()).find((x) => x.id === a.id);
    expect(listed?.photo?.thumb).toBe(thumbnailUrl);
    for (const size of ['thumb', 'reduced', 'full']) {
      const url = thumbnailUrl.replace(/thumb$/, size);
      const ok = await c.contractorB.fetch(url);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toBe('image/jpeg');
    }
    expect((await c.otherAdmin.fetch(thumbnailUrl)).status).toBe(404);
    expect((await t.client().fetch(thumbnailUrl)).status).toBe(401);
    expect((await c.applicant.fetch(thumbnailUrl)).status).toBe(403);
    expect((await c.plant.fetch(thumbnailUrl.replace(/thumb$/, 'huge'))).status).toBe(404);
    expect(
      (await c.plant.fetch(thumbnailUrl.replace(/[0-9a-f-]{36}\/thumb$/, `${randomUUID()}/thumb`)))
        .status,
    ).toBe(404);

    // A new photo replaces the old one, whose address stops answering.
    const second = await c.admin.rpc.assets.setPhoto({
      assetId: a.id,
      file: file('dot.png', 'image/png', tinyPng()),
    });
    expect((await c.plant.fetch(thumbnailUrl)).status).toBe(404);
    expect((await c.plant.fetch(second.thumbnailUrl)).status).toBe(200);

    await c.plant.rpc.assets.removePhoto({ id: a.id });
    expect((await c.plant.fetch(second.thumbnailUrl)).status).toBe(404);
    expect((await c.plant.rpc.assets.get({ id: a.id })).photo).toBeNull();
    const actions = (await auditOf(a.id)).map((e) => e.action);
    expect(actions).toEqual(['created', 'updated', 'updated', 'updated']);
  });

  it.each(['foreman', 'contractorA'] as const)(
    'refuses %s with the permission error',
    async (role) => {
      const a = await newAsset();
      await expect(
        c[role].rpc.assets.setPhoto({
          assetId: a.id,
          file: file('dot.png', 'image/png', tinyPng()),
        }),
      ).rejects.toMatchObject(refused);
      await expect(c[role].rpc.assets.removePhoto({ id: a.id })).rejects.toMatchObject(refused);
    },
  );

  it("hides another site's asset", async () => {
    const a = await newAsset(c.otherAdmin, other);
    await expect(
      c.admin.rpc.assets.setPhoto({ assetId: a.id, file: file('dot.png', 'image/png', tinyPng()) }),
    ).rejects.toMatchObject(hidden);
    await expect(c.admin.rpc.assets.removePhoto({ id: a.id })).rejects.toMatchObject(hidden);
  });
});
