import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { createDatabase } from '../db/client.ts';
import { kpiDays, kpiRecords, sites } from '../db/schema.ts';
import { recomputeKpiDays } from '../modules/kpi-records/index.ts';
import { addCraftRecord, createSiteFixture, type SiteFixture } from '../test/fixtures.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { KPI_DAY_QUEUE, startJobs, type TJobs } from './jobs.ts';
import { queueDueKpiDays, runKpiDayJob, type TKpiDayJob } from './kpi-jobs.ts';

let t: TestApp;
let site: SiteFixture;
const SITE = 'JOBS';
const ZONE = 'America/Chicago';
const running: TJobs[] = [];

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, SITE);
  await t.db
    .update(sites)
    .set({ timezone: ZONE, createdAt: new Date('2026-01-01T12:00:00Z') })
    .where(eq(sites.siteKey, SITE));
});
afterAll(async () => {
  for (const jobs of running) await jobs.stop({ graceful: false });
  await t.close();
});

async function start(options: { applicationName?: string; recompute?: typeof recomputeKpiDays }) {
  const url = new URL(t.databaseUrl);
  if (options.applicationName) url.searchParams.set('application_name', options.applicationName);
  const { db, pool } = createDatabase(url.toString(), { max: 3 });
  // A connection cut mid-transaction (the "dead instance" below) must not crash the test run.
  pool.on('connect', (client) => client.on('error', () => {}));
  const jobs = await startJobs({
    databaseUrl: t.databaseUrl,
    db,
    log: () => {},
    recompute: options.recompute,
    pollingIntervalSeconds: 0.5,
    kpiDayRetryDelaySeconds: 1,
  });
  running.push(jobs);
  return { jobs, db, pool };
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A scaffold task completed at an instant, on a fresh craft record. */
const completeAt = (iso: string) =>
  addCraftRecord(t.db, site, {}, [
    {
      taskStatus: TASK_STATUS.COMPLETE,
      timestampCreated: new Date(Date.parse(iso) - 3 * 86_400_000),
      timestampTaskStarted: new Date(Date.parse(iso) - 3_600_000),
      timestampTaskCompleted: new Date(iso),
    },
  ]);

const completedOn = async (day: string) => {
  const rows = await t.db
    .select({ n: sql<number>`coalesce(sum(${kpiRecords.tasksCompleted}), 0)::int` })
    .from(kpiRecords)
    .where(and(eq(kpiRecords.siteKey, SITE), eq(kpiRecords.day, day)));
  return rows[0]?.n ?? 0;
};
const dayRow = async (day: string) =>
  (
    await t.db
      .select()
      .from(kpiDays)
      .where(and(eq(kpiDays.siteKey, SITE), eq(kpiDays.day, day)))
  )[0];
const recordsOf = async (day: string) =>
  (
    await t.db
      .select()
      .from(kpiRecords)
      .where(and(eq(kpiRecords.siteKey, SITE), eq(kpiRecords.day, day)))
  )
    .map(({ id: _id, computedAt: _at, ...rest }) => rest)
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe('the nightly KPI job', () => {
  it("queues the previous site day at the site's 00:30 and a worker computes it", async () => {
    // 2026-03-10 in Chicago (CDT, UTC-5): completed at 15:00 local.
    await completeAt('2026-03-10T20:00:00Z');
    // The seven days before are computed already: only 03-10 can be missing.
    await recomputeKpiDays(t.db, SITE, '2026-03-03', '2026-03-09');
    const queued: TKpiDayJob[] = [];
    const collect = async (job: TKpiDayJob) => void queued.push(job);

    await queueDueKpiDays(t.db, collect, new Date('2026-03-11T05:29:00Z'));
    expect(queued).toEqual([]);
    await queueDueKpiDays(t.db, collect, new Date('2026-03-11T05:30:00Z'));
    expect(queued).toEqual([{ siteKey: SITE, day: '2026-03-10' }]);

    const { jobs } = await start({});
    for (const job of queued) await jobs.sendKpiDay(job);
    await until(async () => (await dayRow('2026-03-10')) !== undefined, 'the day computed');
    expect(await completedOn('2026-03-10')).toBe(1);
    // Computed: the next tick queues nothing.
    queued.length = 0;
    await queueDueKpiDays(t.db, collect, new Date('2026-03-11T06:00:00Z'));
    expect(queued).toEqual([]);
    await jobs.stop();
  });

  it('catches up at most the last seven days, and none before the site existed', async () => {
    const queued: TKpiDayJob[] = [];
    await queueDueKpiDays(
      t.db,
      async (job) => void queued.push(job),
      new Date('2026-01-03T12:00:00Z'),
    );
    expect(queued.filter((j) => j.siteKey === SITE).map((j) => j.day)).toEqual([
      '2026-01-01',
      '2026-01-02',
    ]);
    queued.length = 0;
    await queueDueKpiDays(
      t.db,
      async (job) => void queued.push(job),
      new Date('2026-02-20T12:00:00Z'),
    );
    expect(queued.filter((j) => j.siteKey === SITE).map((j) => j.day)).toEqual([
      '2026-02-13',
      '2026-02-14',
      '2026-02-15',
      '2026-02-16',
      '2026-02-17',
      '2026-02-18',
      '2026-02-19',
    ]);
  });

  it("a day's job run twice leaves what running it once leaves", async () => {
    await completeAt('2026-03-12T15:00:00Z');
    await completeAt('2026-03-12T16:00:00Z');
    await runKpiDayJob(t.db, { siteKey: SITE, day: '2026-03-12' });
    const once = await recordsOf('2026-03-12');
    await runKpiDayJob(t.db, { siteKey: SITE, day: '2026-03-12' });
    expect(await recordsOf('2026-03-12')).toEqual(once);
    expect(await completedOn('2026-03-12')).toBe(2);
    // Two at once (two instances that both got it) end the same way too.
    await Promise.all([
      runKpiDayJob(t.db, { siteKey: SITE, day: '2026-03-12' }),
      runKpiDayJob(t.db, { siteKey: SITE, day: '2026-03-12' }),
    ]);
    expect(await recordsOf('2026-03-12')).toEqual(once);
  });

  it('two instances never compute the same day at once, and every day gets computed', async () => {
    const days = Array.from({ length: 12 }, (_, i) => `2026-04-${String(i + 1).padStart(2, '0')}`);
    for (const [i, day] of days.entries())
      await completeAt(`${day}T${String(13 + (i % 5))}:00:00Z`);
    const active = new Set<string>();
    const overlaps: string[] = [];
    const byInstance = new Map<string, number>();
    const tracked =
      (instance: string): typeof recomputeKpiDays =>
      async (db, siteKey, from, to, onDay) => {
        const key = `${siteKey}:${from}`;
        if (active.has(key)) overlaps.push(key);
        active.add(key);
        byInstance.set(instance, (byInstance.get(instance) ?? 0) + 1);
        try {
          await new Promise((r) => setTimeout(r, 50));
          return await recomputeKpiDays(db, siteKey, from, to, onDay);
        } finally {
          active.delete(key);
        }
      };
    const a = await start({ recompute: tracked('a') });
    const b = await start({ recompute: tracked('b') });
    // Both instances queue every day (as two ticks would): one of each is kept.
    for (const day of days) {
      await a.jobs.sendKpiDay({ siteKey: SITE, day });
      await b.jobs.sendKpiDay({ siteKey: SITE, day });
    }
    await until(async () => {
      const rows = await t.db.select().from(kpiDays).where(eq(kpiDays.siteKey, SITE));
      return days.every((d) => rows.some((r) => r.day === d));
    }, 'all days computed');
    await until(
      async () => (await a.jobs.boss.getQueueSize(KPI_DAY_QUEUE)) === 0 && active.size === 0,
      'the queue drained',
    );
    expect(overlaps).toEqual([]);
    for (const day of days) expect(await completedOn(day)).toBe(1);
    expect([...byInstance.values()].reduce((s, n) => s + n, 0)).toBeGreaterThanOrEqual(days.length);
    await a.jobs.stop();
    await b.jobs.stop();
  });

  it('a worker stopped mid-run leaves the day whole, and the next instance completes it', async () => {
    const day = '2026-05-05';
    await completeAt(`${day}T15:00:00Z`);
    await runKpiDayJob(t.db, { siteKey: SITE, day });
    const before = await recordsOf(day);
    expect(await completedOn(day)).toBe(1);
    // New work on the day: a fresh computation counts two.
    await completeAt(`${day}T16:00:00Z`);

    // Hold the day's stored rows so the first instance's computation stops inside its transaction.
    const holder = new pg.Client({ connectionString: t.databaseUrl });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select 1 from kpi_days where site_key = $1 and day = $2 for update', [
      SITE,
      day,
    ]);
    await holder.query('select 1 from kpi_records where site_key = $1 and day = $2 for update', [
      SITE,
      day,
    ]);

    const first = await start({ applicationName: 'kpi-first' });
    await first.jobs.sendKpiDay({ siteKey: SITE, day });
    await until(async () => {
      // Activity statistics are a snapshot per transaction: take a fresh one each time.
      await holder.query('select pg_stat_clear_snapshot()');
      const { rows } = await holder.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where application_name = 'kpi-first' and wait_event_type = 'Lock'`,
      );
      return (rows[0]?.n ?? 0) > 0;
    }, 'the first instance inside its transaction');

    // The instance dies: its worker stops at once and its connections are cut.
    await first.jobs.stop({ graceful: false });
    await holder.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'kpi-first'`,
    );
    await first.pool.end().catch(() => {});
    await holder.query('commit');
    await holder.end();
    expect(await recordsOf(day)).toEqual(before);

    const second = await start({ applicationName: 'kpi-second' });
    await until(async () => (await completedOn(day)) === 2, 'the second instance computing it');
    await second.jobs.stop();
  });
});
