import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { DEMO_COMPLIANCE_SETTINGS } from './compliance.ts';
import { DEMO_PASSWORD, seedDemo } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // Now: the compliance lists are read at the time of the call.
  await seedDemo(t.db, new Date(), { kpiHistory: false });
});
afterAll(() => t.close());

describe('the demo compliance', () => {
  it('has its settings, overdue and idle scaffolds, and the admin subscribed', async () => {
    const admin = await t.signIn('admin@craftwork.demo', DEMO_PASSWORD);
    expect((await admin.rpc.siteSettings.get()).compliance).toEqual(DEMO_COMPLIANCE_SETTINGS);
    const overdue = await admin.rpc.compliance.overdue();
    const tags = overdue.map((r) => r.tagNumber);
    expect(tags).toEqual(expect.arrayContaining(['CP-301', 'CP-302', 'CP-303']));
    expect(overdue.find((r) => r.tagNumber === 'CP-302')?.daysSinceInspection).toBe(9);
    const idle = await admin.rpc.compliance.idle();
    expect(idle.find((r) => r.tagNumber === 'CP-303')).toMatchObject({
      standingDays: 40,
      idleDays: 20,
      estimatedCostCents: 40 * 4500,
    });
    expect(idle.map((r) => r.tagNumber)).not.toContain('CP-301');
    const summary = await admin.rpc.compliance.summary();
    expect(summary.digest.subscribed).toBe(true);
    expect(
      (await admin.rpc.dashboard.summary({ craftType: null })).compliance.overdueInspections,
    ).toBe(overdue.length);
  });
});
