import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KPI_RANGE_TOO_LONG } from '@craftwork/domain/kpis/filters';
import { REPORT_MESSAGES } from '@craftwork/domain/reports/report-types';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

/**
 * Issue 33 #10: a report request that cannot succeed is refused when it is made, with the
 * reason, instead of being queued and failing in the background.
 */

let t: TestApp;
let site: SiteFixture;
let admin: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'REPORTREQ');
  admin = await t.signIn(site.users.admin.email, PASSWORD);
});
afterAll(() => t.close());

describe('generateReport', () => {
  it.each([
    {
      what: 'a KPI summary over three years (past 731 days)',
      input: { type: 'kpi-summary', options: { from: '2023-01-01', to: '2025-12-31' } },
      message: KPI_RANGE_TOO_LONG,
    },
    {
      what: 'Completed Tasks without a range',
      input: { type: 'completed-tasks' },
      message: REPORT_MESSAGES.rangeRequired,
    },
    {
      what: 'a range the wrong way round',
      input: { type: 'open-tasks', options: { from: '2026-02-01', to: '2026-01-01' } },
      message: REPORT_MESSAGES.rangeOrder,
    },
  ] as const)('refuses $what at once, queuing nothing', async ({ input, message }) => {
    await expect(admin.rpc.reports.generateReport(input)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message,
    });
    expect(await admin.rpc.reports.list()).toEqual([]);
  });

  it('accepts a KPI summary over exactly 731 days', async () => {
    const { id } = await admin.rpc.reports.generateReport({
      type: 'kpi-summary',
      options: { from: '2024-01-01', to: '2025-12-31' },
    });
    expect((await admin.rpc.reports.list()).map((r) => r.id)).toEqual([id]);
  });
});
