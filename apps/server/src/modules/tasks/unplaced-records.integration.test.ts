import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userLocations } from '../../db/schema.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

/**
 * Issue 32, item 13: on a new site with no locations a new record vanished from every list,
 * because a member who selected no location saw nothing, not even rows without a location.
 */
let t: TestApp;
let site: SiteFixture;
const titles = async (client: TestClient) => ({
  records: (await client.rpc.craftRecords.list({ pageSize: 100 })).rows.map((r) => r.title).sort(),
  tasks: (await client.rpc.tasks.list({ taskParam: 'All', pageSize: 100 })).rows
    .map((r) => r.title)
    .sort(),
});

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'UNPLACED');
  await addCraftRecord(t.db, site, { title: 'Unplaced record', locationId: null }, [
    { taskStatus: 30, title: 'Unplaced task', locationId: null },
  ]);
  await addCraftRecord(t.db, site, { title: 'Area 1 record', locationId: site.locationIds[0] }, [
    { taskStatus: 30, title: 'Area 1 task', locationId: site.locationIds[0] },
  ]);
  await addCraftRecord(t.db, site, { title: 'Area 2 record', locationId: site.locationIds[1] }, [
    { taskStatus: 30, title: 'Area 2 task', locationId: site.locationIds[1] },
  ]);
  // Nobody has selected a location yet, as on a site whose locations came after its members.
  await t.db.delete(userLocations).where(eq(userLocations.siteKey, site.siteKey));
});
afterAll(() => t.close());

describe('records and tasks without a location', () => {
  it('shows a member with no selected location the records and tasks without one', async () => {
    const plant = await t.signIn(site.users.plant.email, PASSWORD);
    expect(await titles(plant)).toEqual({
      records: ['Unplaced record'],
      tasks: ['Unplaced task'],
    });
    const summary = await plant.rpc.dashboard.summary({ craftType: null });
    expect(summary.counts.All).toBe(1);
  });

  it('shows them with the rows of the selected locations', async () => {
    await t.db.insert(userLocations).values({
      siteKey: site.siteKey,
      userId: site.users.plant.id,
      locationId: site.locationIds[1]!,
      value: true,
    });
    const plant = await t.signIn(site.users.plant.email, PASSWORD);
    expect(await titles(plant)).toEqual({
      records: ['Area 2 record', 'Unplaced record'],
      tasks: ['Area 2 task', 'Unplaced task'],
    });
  });

  it('shows a site admin who selected no location everything', async () => {
    const admin = await t.signIn(site.users.admin.email, PASSWORD);
    expect(await titles(admin)).toEqual({
      records: ['Area 1 record', 'Area 2 record', 'Unplaced record'],
      tasks: ['Area 1 task', 'Area 2 task', 'Unplaced task'],
    });
  });

  it('narrows a site admin to the locations they select', async () => {
    await t.db.insert(userLocations).values({
      siteKey: site.siteKey,
      userId: site.users.admin.id,
      locationId: site.locationIds[0]!,
      value: true,
    });
    const admin = await t.signIn(site.users.admin.email, PASSWORD);
    expect(await titles(admin)).toEqual({
      records: ['Area 1 record', 'Unplaced record'],
      tasks: ['Area 1 task', 'Unplaced task'],
    });
  });

  it('still shows a company user only what their company may see', async () => {
    const contractorB = await t.signIn(site.users.contractorB.email, PASSWORD);
    expect(await titles(contractorB)).toEqual({ records: [], tasks: [] });
  });
});
