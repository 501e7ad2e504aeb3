import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES } from '@craftwork/domain/admin/locations';
import { ERROR_REASONS } from '@craftwork/domain/errors/errors';
import { assets, auditLog, locations, siteUsers, userLocations } from '../../db/schema.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { selectAllLocationsFor } from './locations.repository.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let c: Record<
  'admin' | 'plant' | 'foreman' | 'contractorA' | 'applicant' | 'otherAdmin',
  TestClient
>;
beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'LOCS');
  other = await createSiteFixture(t.db, 'LOCSOTHER');
  c = {
    admin: await t.signIn(site.users.admin.email, PASSWORD),
    plant: await t.signIn(site.users.plant.email, PASSWORD),
    foreman: await t.signIn(site.users.foreman.email, PASSWORD),
    contractorA: await t.signIn(site.users.contractorA.email, PASSWORD),
    applicant: await t.signIn(site.users.applicant.email, PASSWORD),
    otherAdmin: await t.signIn(other.users.admin.email, PASSWORD),
  };
});
afterAll(() => t.close());

const auditOf = (targetId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.area, 'locations')))
    .orderBy(auditLog.createdAt);

const fields = { title: 'Tank Farm', department: 'Utilities', latitude: 29.76, longitude: -95.37 };

describe('who may manage locations', () => {
  const refused = ['plant', 'foreman', 'contractorA', 'applicant'] as const;
  it.each(refused)('refuses every procedure to %s', async (role) => {
    const rpc = c[role].rpc.locations;
    const id = site.locationIds[1]!;
    for (const call of [
      () => rpc.list(),
      () => rpc.create(fields),
      () => rpc.update({ id, ...fields }),
      () => rpc.delete({ id }),
    ])
      await expect(call()).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: PERMISSION_ERROR_MESSAGE,
      });
  });

  it('refuses every procedure to a signed-out caller', async () => {
    const rpc = t.client().rpc.locations;
    await expect(rpc.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(rpc.create(fields)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(rpc.update({ id: 'x', ...fields })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(rpc.delete({ id: 'x' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('finds no location of another site for a site admin', async () => {
    const id = other.locationIds[1]!;
    await expect(c.admin.rpc.locations.update({ id, ...fields })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(c.admin.rpc.locations.delete({ id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const listed = await c.otherAdmin.rpc.locations.list();
    expect(listed.map((l) => l.id).sort()).toEqual([...other.locationIds].sort());
  });
});

describe('create', () => {
  it('adds a location, selected for every approved member, audited', async () => {
    const { id } = await c.admin.rpc.locations.create({ ...fields, title: '  Tank Farm ' });
    const listed = await c.admin.rpc.locations.list();
    expect(listed.find((l) => l.id === id)).toEqual({ id, ...fields });
    const selected = await t.db
      .select({ userId: userLocations.userId })
      .from(userLocations)
      .where(and(eq(userLocations.locationId, id), eq(userLocations.value, true)));
    const approved = await t.db
      .select({ userId: siteUsers.userId })
      .from(siteUsers)
      .where(and(eq(siteUsers.siteKey, site.siteKey), eq(siteUsers.approved, true)));
    expect(selected.map((s) => s.userId).sort()).toEqual(approved.map((a) => a.userId).sort());
    expect(selected.map((s) => s.userId)).not.toContain(site.users.applicant.id);
    const me = await c.foreman.rpc.session.me();
    expect(me?.site?.locations.find((l) => l.id === id)?.selected).toBe(true);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'created',
      actorId: site.users.admin.id,
      targetLabel: 'Tank Farm',
      after: fields,
    });
  });

  it('keeps a location without a place', async () => {
    const { id } = await c.admin.rpc.locations.create({ title: 'Somewhere' });
    const listed = await c.admin.rpc.locations.list();
    expect(listed.find((l) => l.id === id)).toMatchObject({
      department: '',
      latitude: null,
      longitude: null,
    });
  });

  it.each([
    ['no title', { ...fields, title: ' ' }, LOCATION_MESSAGES.required],
    ['a latitude off the globe', { ...fields, latitude: 91 }, LOCATION_MESSAGES.latitudeRange],
    ['half a place', { ...fields, longitude: null }, LOCATION_MESSAGES.bothOrNeither],
  ])('refuses %s', async (_name, input, message) => {
    await expect(c.admin.rpc.locations.create(input)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message,
    });
  });
});

describe('update', () => {
  it('renames a location, and the lists show the new title', async () => {
    const { id } = await c.admin.rpc.locations.create({ title: 'Old Title' });
    await addCraftRecord(t.db, site, { locationId: id, title: 'Rename probe' }, [
      { taskStatus: 30, locationId: id, title: 'Rename probe task' },
    ]);
    await c.admin.rpc.locations.update({ id, ...fields, title: 'New Title' });
    const tasks = await c.plant.rpc.tasks.list({ taskParam: 'All', search: 'Rename probe' });
    expect(tasks.rows.map((r) => r.locationTitle)).toEqual(['New Title']);
    const records = await c.plant.rpc.craftRecords.list({ status: 'open', search: 'Rename probe' });
    expect(records.rows.map((r) => r.locationTitle)).toEqual(['New Title']);
    const entries = await auditOf(id);
    expect(entries.at(-1)).toMatchObject({
      action: 'updated',
      before: { title: 'Old Title', department: '', latitude: null, longitude: null },
      after: { title: 'New Title', department: 'Utilities', latitude: 29.76, longitude: -95.37 },
    });
  });

  it('writes nothing when nothing changed', async () => {
    const { id } = await c.admin.rpc.locations.create(fields);
    await c.admin.rpc.locations.update({ id, ...fields });
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['created']);
  });
});

describe('delete', () => {
  it('refuses a location in use, saying what uses it', async () => {
    const { id } = await c.admin.rpc.locations.create({ title: 'Busy' });
    await addCraftRecord(t.db, site, { locationId: id }, [{ taskStatus: 30, locationId: id }]);
    await addCraftRecord(t.db, site, { locationId: id }, [
      { taskStatus: 30, locationId: id },
      { taskStatus: 30, locationId: id },
    ]);
    await t.db.insert(assets).values({
      id: randomUUID(),
      siteKey: site.siteKey,
      customId: 'P-1',
      title: 'Pump',
      locationId: id,
    });
    await expect(c.admin.rpc.locations.delete({ id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This location is used by 2 craft records, 3 tasks and 1 asset.',
      data: { reason: ERROR_REASONS.inUse },
    });
    expect((await c.admin.rpc.locations.list()).map((l) => l.id)).toContain(id);
  });

  it("refuses a location that is a user's default location", async () => {
    const { id } = await c.admin.rpc.locations.create({ title: 'Home base' });
    await t.db
      .update(siteUsers)
      .set({ defaultLocationId: id })
      .where(and(eq(siteUsers.siteKey, site.siteKey), eq(siteUsers.userId, site.users.foreman.id)));
    await expect(c.admin.rpc.locations.delete({ id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This location is used by 1 user as default location.',
    });
  });

  it('deletes an unused location softly, drops its selections, audited', async () => {
    const { id } = await c.admin.rpc.locations.create({ title: 'Unused' });
    await c.admin.rpc.locations.delete({ id });
    expect((await c.admin.rpc.locations.list()).map((l) => l.id)).not.toContain(id);
    const [row] = await t.db.select().from(locations).where(eq(locations.id, id));
    expect(row?.deletedAt).not.toBeNull();
    const selections = await t.db
      .select()
      .from(userLocations)
      .where(eq(userLocations.locationId, id));
    expect(selections).toEqual([]);
    const me = await c.foreman.rpc.session.me();
    expect(me?.site?.locations.map((l) => l.id)).not.toContain(id);
    expect((await auditOf(id)).at(-1)).toMatchObject({
      action: 'deleted',
      targetLabel: 'Unused',
      before: { title: 'Unused' },
    });
    await expect(c.admin.rpc.locations.delete({ id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      c.foreman.rpc.profile.setUserLocations({ locationIds: [id] }),
    ).rejects.toBeTruthy();
  });
});

describe('selectAllLocationsFor', () => {
  it("selects the site's live locations for a member, keeping their own choices", async () => {
    const { id } = await c.admin.rpc.locations.create({ title: 'For newcomers' });
    const gone = await c.admin.rpc.locations.create({ title: 'Gone before approval' });
    await c.admin.rpc.locations.delete({ id: gone.id });
    const userId = site.users.applicant.id;
    await selectAllLocationsFor(t.db, site.siteKey, userId);
    await selectAllLocationsFor(t.db, site.siteKey, userId);
    const selected = await t.db
      .select({ locationId: userLocations.locationId })
      .from(userLocations)
      .where(and(eq(userLocations.siteKey, site.siteKey), eq(userLocations.userId, userId)));
    const ids = selected.map((s) => s.locationId);
    expect(ids).toContain(id);
    expect(ids).toContain(site.locationIds[0]);
    expect(ids).not.toContain(gone.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
