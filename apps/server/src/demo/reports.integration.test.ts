import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportConfigs, reportRuns, users } from '../db/schema.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { DEMO_FAILED_RUN_ERROR, seedDemoReports } from './reports.ts';
import { DEMO_PASSWORD, DEMO_SITE_KEY, seedDemo } from './seed.ts';

// A Tuesday, after the day's 06:00 (Chicago) sends: Monday's weekly run and today's daily one.
const NOW = new Date('2026-11-24T18:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db, NOW, { kpiHistory: false });
});
afterAll(() => t.close());

describe('the demo site reports', () => {
  it('has the saved configurations, each subscribed by its owner', async () => {
    const rows = await t.db
      .select({
        name: reportConfigs.name,
        type: reportConfigs.type,
        frequency: reportConfigs.frequency,
        sendTime: reportConfigs.sendTime,
        subscribed: reportConfigs.subscribed,
        owner: users.email,
      })
      .from(reportConfigs)
      .innerJoin(users, eq(users.id, reportConfigs.userId))
      .where(eq(reportConfigs.siteKey, DEMO_SITE_KEY))
      .orderBy(asc(reportConfigs.name));
    expect(rows).toEqual([
      {
        name: 'Daily open scaffold tasks',
        type: 'open-tasks',
        frequency: 'daily',
        sendTime: '06:00',
        subscribed: true,
        owner: 'contractor.a@craftwork.demo',
      },
      {
        name: 'Monday standing scaffolds',
        type: 'standing-scaffolds',
        frequency: 'weekly',
        sendTime: '06:00',
        subscribed: true,
        owner: 'admin@craftwork.demo',
      },
      {
        name: 'Monthly KPI summary',
        type: 'kpi-summary',
        frequency: 'monthly',
        sendTime: '07:00',
        subscribed: true,
        owner: 'admin@craftwork.demo',
      },
    ]);
  });

  it('has a Sent log of past deliveries: sent to their recipients, one failed', async () => {
    const runs = await t.db
      .select({
        name: reportConfigs.name,
        periodKey: reportRuns.periodKey,
        periodFrom: reportRuns.periodFrom,
        periodTo: reportRuns.periodTo,
        scheduledFor: reportRuns.scheduledFor,
        status: reportRuns.status,
        recipients: reportRuns.recipients,
        error: reportRuns.error,
        sentAt: reportRuns.sentAt,
        reportDataId: reportRuns.reportDataId,
      })
      .from(reportRuns)
      .innerJoin(reportConfigs, eq(reportConfigs.id, reportRuns.configId))
      .where(eq(reportRuns.siteKey, DEMO_SITE_KEY))
      .orderBy(asc(reportRuns.scheduledFor));
    expect(
      runs.map((r) => [r.name, r.periodKey, r.periodTo, r.scheduledFor.toISOString(), r.status]),
    ).toEqual([
      // The schedule's periods and keys; Chicago is UTC-6 in November.
      [
        'Monthly KPI summary',
        'monthly:2026-10-01',
        '2026-10-31',
        '2026-11-01T13:00:00.000Z',
        'failed',
      ],
      [
        'Monday standing scaffolds',
        'weekly:2026-11-09',
        '2026-11-15',
        '2026-11-16T12:00:00.000Z',
        'sent',
      ],
      [
        'Monday standing scaffolds',
        'weekly:2026-11-16',
        '2026-11-22',
        '2026-11-23T12:00:00.000Z',
        'sent',
      ],
      [
        'Daily open scaffold tasks',
        'daily:2026-11-23',
        '2026-11-23',
        '2026-11-24T12:00:00.000Z',
        'sent',
      ],
    ]);
    for (const run of runs) {
      expect(run.recipients).toHaveLength(1);
      expect(run.reportDataId).toBeNull();
      expect(run.sentAt === null).toBe(run.status === 'failed');
      expect(run.error).toBe(run.status === 'failed' ? DEMO_FAILED_RUN_ERROR : null);
    }
  });

  it('reads back through the procedures: each owner sees their configurations and Sent log', async () => {
    const admin = await t.signIn('admin@craftwork.demo', DEMO_PASSWORD);
    const configs = await admin.rpc.reportConfigs.list();
    expect(configs.map((c) => [c.name, c.lastRun?.status ?? null])).toEqual(
      expect.arrayContaining([
        ['Monday standing scaffolds', 'sent'],
        ['Monthly KPI summary', 'failed'],
      ]),
    );
    expect(configs).toHaveLength(2);
    const log = await admin.rpc.reportConfigs.sentLog({});
    expect(log.map((r) => [r.configName, r.period, r.status, r.recipients])).toEqual(
      expect.arrayContaining([
        ['Monday standing scaffolds', '11/16/2026 - 11/22/2026', 'sent', ['admin@craftwork.demo']],
        ['Monday standing scaffolds', '11/09/2026 - 11/15/2026', 'sent', ['admin@craftwork.demo']],
        ['Monthly KPI summary', '10/01/2026 - 10/31/2026', 'failed', ['admin@craftwork.demo']],
      ]),
    );
    expect(log).toHaveLength(3);
    const contractor = await t.signIn('contractor.a@craftwork.demo', DEMO_PASSWORD);
    expect((await contractor.rpc.reportConfigs.list()).map((c) => c.name)).toEqual([
      'Daily open scaffold tasks',
    ]);
    expect((await contractor.rpc.reportConfigs.sentLog({})).map((r) => r.period)).toEqual([
      '11/23/2026',
    ]);
  });

  it('adds nothing when seeded again', async () => {
    await seedDemoReports(t.db, { siteKey: DEMO_SITE_KEY, now: NOW });
    const rows = await t.db
      .select({ id: reportConfigs.id })
      .from(reportConfigs)
      .where(eq(reportConfigs.siteKey, DEMO_SITE_KEY));
    expect(rows).toHaveLength(3);
  });
});
