/**
 * The scheduled run's own rules (owner's scope, retries, one e-mail per period, two instances)
 * with the report's making stood in for: report-schedule-reports.integration.test.ts runs it
 * with the real report files.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TGenerateReportInput } from '@craftwork/domain/reports/report-types';
import { formatReportPeriod, latestReportPeriod } from '@craftwork/domain/reports/schedule';
import type { Scope } from '../../access/scope.ts';
import { createDatabase } from '../../db/client.ts';
import {
  mailOutbox,
  reportConfigs,
  reportData,
  reportRuns,
  siteUsers,
  sites,
} from '../../db/schema.ts';
import { REPORT_RUN_QUEUE, startJobs, type TJobs } from '../../jobs/jobs.ts';
import type { Services } from '../../rpc/context.ts';
import { createSiteFixture, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { testServices } from '../../test/services.ts';
import { insertConfig } from './report-configs.fixture.ts';
import {
  queueDueReportRuns,
  RUN_MESSAGES,
  runScheduledReport,
  SCHEDULED_REPORT_MAIL_KIND,
} from './report-schedule.ts';

const standIn = vi.hoisted(() => ({
  /** How many generations fail before one succeeds. */
  failures: 0,
  created: [] as { userId: string; input: unknown; options: unknown }[],
}));

vi.mock('../reports/report-data.ts', () => ({
  createReportData: async (
    services: Services,
    scope: Scope,
    input: TGenerateReportInput,
    options: { configId?: string | null; queue?: boolean },
  ) => {
    const id = crypto.randomUUID();
    standIn.created.push({ userId: scope.userId, input, options });
    await services.db.insert(reportData).values({
      id,
      siteKey: scope.siteKey,
      type: input.type,
      options: input.options,
      createdBy: scope.userId,
      configId: options.configId ?? null,
    });
    return { id };
  },
  reportDownloadLinks: (_services: Services, id: string, now = new Date()) => ({
    csvUrl: `http://craftwork.test/files/reports/${id}.csv?signed`,
    pdfUrl: `http://craftwork.test/files/reports/${id}.pdf?signed`,
    expiresAt: new Date(now.getTime() + 7 * 86_400_000),
  }),
}));
vi.mock('../reports/generate-report.ts', () => ({
  generateReportFiles: async (services: Services, id: string) => {
    const failed = standIn.failures > 0;
    if (failed) standIn.failures--;
    await services.db
      .update(reportData)
      .set(
        failed
          ? { status: 'failed', error: 'The disk is full.' }
          : {
              status: 'ready',
              progress: 100,
              rowCount: 3,
              csvKey: `${id}.csv`,
              pdfKey: `${id}.pdf`,
            },
      )
      .where(eq(reportData.id, id));
  },
}));

let t: TestApp;
let site: SiteFixture;
let services: Services;
const ZONE = 'America/Chicago';
const running: TJobs[] = [];

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'RSCHED');
  await t.db.update(sites).set({ timezone: ZONE }).where(eq(sites.siteKey, site.siteKey));
  services = testServices(t.db);
});
afterAll(async () => {
  for (const jobs of running) await jobs.stop({ graceful: false });
  await t.close();
});
beforeEach(() => {
  standIn.failures = 0;
  standIn.created.length = 0;
});

// Monday 2026-11-23 06:00:30 CST: the week of 11/16 is due.
const MONDAY = new Date('2026-11-23T12:00:30Z');
const SUBJECT = 'Monday scaffolds: Standing Scaffolds for 11/16/2026 - 11/22/2026';

async function dueRun(values: Partial<Parameters<typeof insertConfig>[1]> = {}) {
  const configId = await insertConfig(t.db, {
    siteKey: site.siteKey,
    userId: site.users.plant.id,
    ...values,
  });
  await queueDueReportRuns(t.db, async () => {}, MONDAY);
  const [run] = await t.db.select().from(reportRuns).where(eq(reportRuns.configId, configId));
  return { configId, runId: run!.id };
}
const runOf = async (id: string) =>
  (await t.db.select().from(reportRuns).where(eq(reportRuns.id, id)))[0]!;
const mailsTo = (to: string, subject = SUBJECT) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.to, to),
        eq(mailOutbox.subject, subject),
        eq(mailOutbox.kind, SCHEDULED_REPORT_MAIL_KIND),
      ),
    );

describe('runScheduledReport', () => {
  it('makes the period’s report in the owner’s scope and e-mails its links once', async () => {
    const { configId, runId } = await dueRun();
    await runScheduledReport(services, runId);

    expect(standIn.created).toEqual([
      {
        userId: site.users.plant.id,
        input: expect.objectContaining({
          type: 'standing-scaffolds',
          options: expect.objectContaining({ from: '2026-11-16', to: '2026-11-22' }),
          paperSize: 'Letter',
        }),
        options: { configId, queue: false },
      },
    ]);
    const run = await runOf(runId);
    expect(run).toMatchObject({
      status: 'sent',
      attempts: 1,
      error: null,
      recipients: [site.users.plant.email],
    });
    expect(run.sentAt).toBeInstanceOf(Date);
    const [report] = await t.db
      .select()
      .from(reportData)
      .where(eq(reportData.id, run.reportDataId!));
    expect(report).toMatchObject({ status: 'ready', configId });
    const mails = await mailsTo(site.users.plant.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/files/reports/${run.reportDataId}.csv?signed`);
    expect(mails[0]!.text).toContain(`/files/reports/${run.reportDataId}.pdf?signed`);
    expect(mails[0]!.text).toContain('11/16/2026 - 11/22/2026');

    // Run again (a repeated job): already sent, nothing happens.
    await runScheduledReport(services, runId);
    expect(await runOf(runId)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await mailsTo(site.users.plant.email)).toHaveLength(1);
    expect(standIn.created).toHaveLength(1);
    await t.db.delete(mailOutbox).where(eq(mailOutbox.subject, SUBJECT));
  });

  it('records a failure on the run, and a retry that succeeds turns it sent', async () => {
    const { runId } = await dueRun({ userId: site.users.admin.id });
    standIn.failures = 1;
    await expect(runScheduledReport(services, runId)).rejects.toThrow('The disk is full.');
    const failed = await runOf(runId);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, error: 'The disk is full.' });
    expect(await mailsTo(site.users.admin.email)).toHaveLength(0);

    await runScheduledReport(services, runId);
    const sent = await runOf(runId);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, error: null });
    expect(sent.reportDataId).not.toBe(failed.reportDataId);
    // The failed attempt's report is set aside.
    const [old] = await t.db
      .select()
      .from(reportData)
      .where(eq(reportData.id, failed.reportDataId!));
    expect(old!.deletedAt).toBeInstanceOf(Date);
    expect(await mailsTo(site.users.admin.email)).toHaveLength(1);
    await t.db.delete(mailOutbox).where(eq(mailOutbox.subject, SUBJECT));
  });

  it('an e-mail already in the outbox is not sent again by a retry', async () => {
    const { runId } = await dueRun({ userId: site.users.foreman.id });
    await runScheduledReport(services, runId);
    // As if the instance stopped after mailing, before recording the run as sent.
    await t.db.update(reportRuns).set({ status: 'running' }).where(eq(reportRuns.id, runId));
    await runScheduledReport(services, runId);
    expect(await runOf(runId)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await mailsTo(site.users.foreman.email)).toHaveLength(1);
    await t.db.delete(mailOutbox).where(eq(mailOutbox.subject, SUBJECT));
  });

  it('fails for good, without mail, when the owner is no longer approved', async () => {
    const { runId } = await dueRun({ userId: site.users.contractorB.id });
    await t.db
      .update(siteUsers)
      .set({ approved: false })
      .where(
        and(eq(siteUsers.siteKey, site.siteKey), eq(siteUsers.userId, site.users.contractorB.id)),
      );
    await runScheduledReport(services, runId);
    expect(await runOf(runId)).toMatchObject({
      status: 'failed',
      error: RUN_MESSAGES.ownerGone,
      recipients: [],
    });
    expect(standIn.created).toEqual([]);
    expect(await mailsTo(site.users.contractorB.email)).toHaveLength(0);
  });

  it('an unsubscribed configuration makes its report without e-mail', async () => {
    const { runId } = await dueRun({ userId: site.users.contractorA.id, subscribed: false });
    await runScheduledReport(services, runId);
    const run = await runOf(runId);
    expect(run).toMatchObject({ status: 'sent', recipients: [] });
    expect(run.reportDataId).not.toBeNull();
    expect(await mailsTo(site.users.contractorA.email)).toHaveLength(0);
  });
});

describe('two app instances', () => {
  async function startInstance() {
    const { db, pool } = createDatabase(t.databaseUrl, { max: 4 });
    pool.on('connect', (client) => client.on('error', () => {}));
    const jobs = await startJobs({
      databaseUrl: t.databaseUrl,
      db,
      log: () => {},
      services: testServices(db),
      pollingIntervalSeconds: 0.5,
      reportRetryDelaySeconds: 1,
    });
    running.push(jobs);
    const send = (runId: string) =>
      jobs.boss.send(REPORT_RUN_QUEUE, { runId }, { singletonKey: runId });
    return { jobs, db, pool, send };
  }

  async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  it('send a due weekly configuration once for its period, a failed try retried', async () => {
    const owner = site.users.plant;
    const name = 'Two instances weekly';
    // The latest Monday 06:00 in Chicago: the instances' own minute ticks (at the real time)
    // find this same period, so whatever ticks there are, it is one period.
    const period = latestReportPeriod({ frequency: 'weekly', sendTime: '06:00' }, ZONE, new Date());
    const configId = await insertConfig(t.db, { siteKey: site.siteKey, userId: owner.id, name });
    const subject = `${name}: Standing Scaffolds for ${formatReportPeriod(period.from, period.to)}`;
    // The instances' real-time ticks run every configuration due now: on a Monday after 06:00 in
    // Chicago the earlier tests' weekly ones are due too, and one of them would take the failure
    // meant for this one.
    await t.db
      .update(reportConfigs)
      .set({ deletedAt: new Date() })
      .where(ne(reportConfigs.id, configId));
    standIn.failures = 1;

    const a = await startInstance();
    const b = await startInstance();
    const tickAt = new Date(period.scheduledFor.getTime() + 30_000);
    // Both instances tick at once, twice.
    await Promise.all([
      queueDueReportRuns(a.db, a.send, tickAt),
      queueDueReportRuns(b.db, b.send, tickAt),
    ]);
    await Promise.all([
      queueDueReportRuns(a.db, a.send, tickAt),
      queueDueReportRuns(b.db, b.send, tickAt),
    ]);
    const sent = async () => {
      const runs = await t.db.select().from(reportRuns).where(eq(reportRuns.configId, configId));
      return runs.length > 0 && runs.every((r) => r.status === 'sent');
    };
    await until(sent, 'the run sent');
    // Give the other instance time to do anything it would (it must not).
    await new Promise((r) => setTimeout(r, 2_000));

    const runs = await t.db.select().from(reportRuns).where(eq(reportRuns.configId, configId));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ periodKey: period.key, status: 'sent', attempts: 2 });
    expect(await mailsTo(owner.email, subject)).toHaveLength(1);
    const reports = await t.db
      .select()
      .from(reportData)
      .where(inArray(reportData.configId, [configId]));
    expect(reports.filter((r) => r.status === 'ready' && !r.deletedAt)).toHaveLength(1);
    for (const i of [a, b]) {
      await i.jobs.stop({ graceful: false });
      await i.pool.end();
    }
  });
});
