import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../../db/schema.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let site: SiteFixture;
let plant: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'SESS');
  plant = await t.signIn(site.users.plant.email, PASSWORD);
});
afterAll(() => t.close());

async function storeCustomizations(customizations: Record<string, unknown>) {
  await t.db.update(sites).set({ customizations }).where(eq(sites.siteKey, site.siteKey));
}

// The browser reads the site's customizations as session.me sends them, with no schema of
// its own (the app shell carries none), so the server sends them parsed.
describe('session.me: the site’s customizations', () => {
  it('sends the schema’s keys parsed, and the other keys (a customer app host) as stored', async () => {
    await storeCustomizations({
      inventoryEnabled: true,
      inspectionIntervalDays: 10,
      customerAppHost: 'jobs.example.com',
    });
    const me = await plant.rpc.session.me();
    expect(me?.site?.customizations).toEqual({
      inventoryEnabled: true,
      inspectionIntervalDays: 10,
      customerAppHost: 'jobs.example.com',
    });
  });

  it('leaves out the schema’s keys when what is stored does not fit the schema', async () => {
    await storeCustomizations({ inventoryEnabled: 'yes', kpisEnabled: false, taxRate: 8.25 });
    const me = await plant.rpc.session.me();
    expect(me?.site?.customizations).toEqual({ taxRate: 8.25 });
  });
});
