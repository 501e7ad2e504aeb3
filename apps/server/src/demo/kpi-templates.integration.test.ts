import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kpiTemplates } from '../db/schema.ts';
import { createSiteFixture, type SiteFixture } from '../test/fixtures.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { seedDemoKpiTemplates } from './kpi-templates.ts';

let t: TestApp;
let site: SiteFixture;
beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'DEMOKT');
});
afterAll(() => t.close());

describe('seedDemoKpiTemplates', () => {
  it('saves the two demo templates once, as the site admin', async () => {
    const ctx = {
      siteKey: site.siteKey,
      adminEmail: site.users.admin.email,
      now: new Date('2026-11-24T12:00:00Z'),
    };
    await seedDemoKpiTemplates(t.db, ctx);
    await seedDemoKpiTemplates(t.db, ctx);
    const rows = await t.db
      .select()
      .from(kpiTemplates)
      .where(eq(kpiTemplates.siteKey, site.siteKey))
      .orderBy(kpiTemplates.name);
    expect(rows.map((r) => [r.name, r.timescale, r.filters.range])).toEqual([
      ['Scaffold quarter', 'monthly', { kind: 'preset', preset: 'q4' }],
      ['Weekly contractor review', 'weekly', { kind: 'preset', preset: 'last30Days' }],
    ]);
    expect(rows.every((r) => r.createdBy === site.users.admin.id)).toBe(true);
  });
});
