/**
 * Background jobs on pg-boss (its own `pgboss` schema in the app's database). Every instance
 * starts one worker per queue taking one job at a time; pg-boss hands each job to exactly one
 * of them, so several instances share the work safely. See docs/decisions/141-background-jobs.md.
 */
import PgBoss from 'pg-boss';
import { IDEMPOTENCY_KEY_DAYS } from '@craftwork/domain/offline/idempotency';
import type { Database } from '../db/client.ts';
import { purgeKeys } from '../idempotency/idempotency.repository.ts';
import { sendDueComplianceDigests } from '../modules/compliance/index.ts';
import { generateReportFiles } from '../modules/reports/index.ts';
import { queueDueReportRuns, runScheduledReport } from '../modules/report-configs/index.ts';
import type { Services } from '../rpc/context.ts';
import {
  kpiDayKey,
  queueDueKpiDays,
  runKpiDayJob,
  type TKpiDayJob,
  type TRecomputeKpiDays,
} from './kpi-jobs.ts';

export const JOBS_SCHEMA = 'pgboss';
export const KPI_TICK_QUEUE = 'kpi-tick';
export const KPI_DAY_QUEUE = 'kpi-day';
/** The tick looks for due KPI days every five minutes; a site's 00:30 is caught within five. */
export const KPI_TICK_CRON = '*/5 * * * *';
/** A queued report's files (one job per report). */
export const REPORT_GENERATE_QUEUE = 'report-generate';
/** Finds saved configurations due now; every minute, so a 06:00 report leaves by 06:01. */
export const REPORT_TICK_QUEUE = 'report-tick';
export const REPORT_TICK_CRON = '* * * * *';
/** One scheduled delivery (one job per configuration and period). */
export const REPORT_RUN_QUEUE = 'report-run';
/** Sends each site's overdue-inspections e-mail once it is 06:00 there (decision 169). */
export const COMPLIANCE_DIGEST_QUEUE = 'compliance-digest-tick';
export const COMPLIANCE_DIGEST_CRON = '*/5 * * * *';
/** Idempotency keys older than seven days are deleted once a day (decision 176). */
export const IDEMPOTENCY_PURGE_QUEUE = 'idempotency-purge';
export const IDEMPOTENCY_PURGE_CRON = '17 3 * * *';

export type TJobs = {
  boss: PgBoss;
  /** Queues a site day's computation (at most one waiting and one running per site day). */
  sendKpiDay: (job: TKpiDayJob) => Promise<string | null>;
  /** Queues a generated report's files (at most one waiting and one running per report). */
  sendReport: (reportDataId: string) => Promise<string | null>;
  /** Stops taking jobs; graceful waits (up to the timeout) for running ones to finish. */
  stop: (options?: { graceful?: boolean; timeoutMs?: number }) => Promise<void>;
};

export type TJobsOptions = {
  databaseUrl: string;
  db: Database;
  log: (message: string) => void;
  /** Tests: how one site day is computed (the real recomputeKpiDays by default). */
  recompute?: TRecomputeKpiDays;
  /** Tests: how often an idle worker looks for jobs (pg-boss's default is 2 seconds). */
  pollingIntervalSeconds?: number;
  /** Tests: the first retry delay of a failed site day (30 seconds, doubling, by default). */
  kpiDayRetryDelaySeconds?: number;
  /** The app's services, for the report jobs; without them no report queue is worked. */
  services?: Services;
  /** Tests: the first retry delay of a failed scheduled report (60 seconds, doubling). */
  reportRetryDelaySeconds?: number;
};

export async function startJobs(options: TJobsOptions): Promise<TJobs> {
  const { db, log } = options;
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema: JOBS_SCHEMA,
    application_name: 'craftwork-jobs',
    max: 4,
  });
  boss.on('error', (error) => log(`Background jobs: ${error.message}`));
  await boss.start();

  // A tick is cheap and the next one comes in five minutes: no retries, one waiting at most.
  await boss.createQueue(KPI_TICK_QUEUE, {
    name: KPI_TICK_QUEUE,
    policy: 'short',
    retryLimit: 0,
    expireInSeconds: 4 * 60,
  });
  // A site day's job: one waiting and one running per site day (the singleton key); a failure
  // or an instance that died mid-run (the job expires) is retried with growing delays.
  await boss.createQueue(KPI_DAY_QUEUE, {
    name: KPI_DAY_QUEUE,
    policy: 'stately',
    retryLimit: 6,
    retryDelay: options.kpiDayRetryDelaySeconds ?? 30,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  });

  const sendKpiDay = (job: TKpiDayJob) =>
    boss.send(KPI_DAY_QUEUE, job, { singletonKey: kpiDayKey(job) });
  const workOptions = {
    batchSize: 1,
    ...(options.pollingIntervalSeconds
      ? { pollingIntervalSeconds: options.pollingIntervalSeconds }
      : {}),
  };
  await boss.work(KPI_TICK_QUEUE, workOptions, async () => {
    const queued = await queueDueKpiDays(db, sendKpiDay, new Date());
    if (queued.length > 0) log(`KPIs: queued ${queued.length} site day(s) to compute.`);
  });
  await boss.work(KPI_DAY_QUEUE, workOptions, async ([job]) => {
    if (!job) return;
    await runKpiDayJob(db, job.data, options.recompute);
  });
  // Every instance declares the same schedule; pg-boss keeps one and sends each tick once.
  await boss.schedule(KPI_TICK_QUEUE, KPI_TICK_CRON, {}, { tz: 'UTC' });

  // A missed day is caught by the next one: no retries.
  await boss.createQueue(IDEMPOTENCY_PURGE_QUEUE, {
    name: IDEMPOTENCY_PURGE_QUEUE,
    policy: 'short',
    retryLimit: 0,
    expireInSeconds: 10 * 60,
  });
  await boss.work(IDEMPOTENCY_PURGE_QUEUE, workOptions, async () => {
    const purged = await purgeKeys(db, new Date(), IDEMPOTENCY_KEY_DAYS);
    if (purged > 0)
      log(`Idempotency keys: purged ${purged} older than ${IDEMPOTENCY_KEY_DAYS} days.`);
  });
  await boss.schedule(IDEMPOTENCY_PURGE_QUEUE, IDEMPOTENCY_PURGE_CRON, {}, { tz: 'UTC' });

  const sendReport = (reportDataId: string) =>
    boss.send(REPORT_GENERATE_QUEUE, { reportDataId }, { singletonKey: reportDataId });
  const services = options.services;
  if (services) {
    await boss.createQueue(REPORT_GENERATE_QUEUE, {
      name: REPORT_GENERATE_QUEUE,
      policy: 'stately',
      retryLimit: 2,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 30 * 60,
    });
    await boss.createQueue(REPORT_TICK_QUEUE, {
      name: REPORT_TICK_QUEUE,
      policy: 'short',
      retryLimit: 0,
      expireInSeconds: 50,
    });
    await boss.createQueue(REPORT_RUN_QUEUE, {
      name: REPORT_RUN_QUEUE,
      policy: 'stately',
      retryLimit: 4,
      retryDelay: options.reportRetryDelaySeconds ?? 60,
      retryBackoff: true,
      expireInSeconds: 30 * 60,
    });
    await boss.work(REPORT_GENERATE_QUEUE, workOptions, async ([job]) => {
      const id = (job?.data as { reportDataId?: unknown } | undefined)?.reportDataId;
      if (typeof id === 'string') await generateReportFiles(services, id);
    });
    const sendRun = (runId: string) =>
      boss.send(REPORT_RUN_QUEUE, { runId }, { singletonKey: runId });
    await boss.work(REPORT_TICK_QUEUE, workOptions, async () => {
      const queued = await queueDueReportRuns(db, sendRun, new Date());
      if (queued.length > 0) log(`Reports: queued ${queued.length} scheduled report(s).`);
    });
    await boss.work(REPORT_RUN_QUEUE, workOptions, async ([job]) => {
      const id = (job?.data as { runId?: unknown } | undefined)?.runId;
      if (typeof id === 'string') await runScheduledReport(services, id);
    });
    await boss.schedule(REPORT_TICK_QUEUE, REPORT_TICK_CRON, {}, { tz: 'UTC' });

    await boss.createQueue(COMPLIANCE_DIGEST_QUEUE, {
      name: COMPLIANCE_DIGEST_QUEUE,
      policy: 'short',
      retryLimit: 0,
      expireInSeconds: 4 * 60,
    });
    await boss.work(COMPLIANCE_DIGEST_QUEUE, workOptions, async () => {
      const sent = await sendDueComplianceDigests(
        { db, mailer: services.mailer, publicUrl: services.env.publicUrl },
        new Date(),
      );
      if (sent.length > 0) log(`Compliance: sent ${sent.length} overdue-inspection digest(s).`);
    });
    await boss.schedule(COMPLIANCE_DIGEST_QUEUE, COMPLIANCE_DIGEST_CRON, {}, { tz: 'UTC' });
  }

  return {
    boss,
    sendKpiDay,
    sendReport,
    stop: ({ graceful = true, timeoutMs = 30_000 } = {}) =>
      boss.stop({ graceful, timeout: timeoutMs, wait: true }),
  };
}
