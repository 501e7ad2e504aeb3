import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionReports } from '../db/schema.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { DEMO_PASSWORD, DEMO_SITE_KEY, seedDemo } from './seed.ts';

const NOW = new Date('2026-11-24T18:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db, NOW, { kpiHistory: false });
});
afterAll(() => t.close());

describe('the demo scaffold inspections', () => {
  it('has reports by the admin, a competent person, one of them restricted', async () => {
    const reports = await t.db
      .select()
      .from(inspectionReports)
      .where(eq(inspectionReports.siteKey, DEMO_SITE_KEY));
    expect(reports.length).toBeGreaterThanOrEqual(2);
    expect(reports.every((r) => r.inspectorName === 'Alex Admin')).toBe(true);
    const [restricted] = await t.db
      .select()
      .from(inspectionReports)
      .where(
        and(
          eq(inspectionReports.siteKey, DEMO_SITE_KEY),
          eq(inspectionReports.result, 'restricted'),
        ),
      );
    expect(restricted?.restrictions).toContain('top lift');

    const admin = await t.signIn('admin@craftwork.demo', DEMO_PASSWORD);
    const users = await admin.rpc.users.list();
    expect(users.find((u) => u.email === 'admin@craftwork.demo')?.competentPerson).toBe(true);
    const report = await admin.rpc.inspections.get({ taskId: restricted!.taskId });
    expect(report?.resultLabel).toBe('Safe to use with restrictions');
    expect((await admin.fetch(report!.pdfPath)).status).toBe(200);
  });
});
