import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { isOpenStatus, TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { craftRecords, kpiDays, kpiRecords, tasks } from '../db/schema.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { seedDemoKpiHistory, type TKpiHistoryResult } from './kpi-history.ts';
import { DEMO_SITE_KEY, seedDemo } from './seed.ts';

const NOW = new Date('2026-11-24T15:00:00Z');
let t: TestApp;
let result: TKpiHistoryResult;
let openBefore: number;
let openRecordsBefore: number;

const openTasks = async () =>
  (await t.db.select({ s: tasks.taskStatus }).from(tasks).where(eq(tasks.siteKey, DEMO_SITE_KEY)))
    .map((r) => r.s)
    .filter(isOpenStatus).length;
const openRecords = async () =>
  (
    await t.db
      .select({ n: count() })
      .from(craftRecords)
      .where(and(eq(craftRecords.siteKey, DEMO_SITE_KEY), eq(craftRecords.open, true)))
  )[0]?.n ?? 0;

beforeAll(async () => {
  t = await startTestApp();
  // The rest of the demo first, so that what the history adds can be told apart.
  await seedDemo(t.db, NOW, { kpiHistory: false });
  openBefore = await openTasks();
  openRecordsBefore = await openRecords();
  result = await seedDemoKpiHistory(t.db, DEMO_SITE_KEY, { now: NOW });
}, 120_000);
afterAll(() => t.close());

describe('the demo KPI history', () => {
  it('adds two years of finished work in a few seconds', () => {
    expect(result.tasks).toBeGreaterThan(3000);
    expect(result.tasks).toBeLessThan(5000);
    expect(result.records).toBeGreaterThan(800);
    expect(result.kpiDays).toBe(730);
    expect(result.kpiRecords).toBeGreaterThan(1000);
    // The seed runs at every e2e start: the history and its KPIs stay within seconds (the bound
    // leaves room for a busy test machine).
    expect(result.millis).toBeLessThan(60_000);
  });

  it('opens no task: the open lists and their badges stay as the rest of the demo makes them', async () => {
    expect(await openTasks()).toBe(openBefore);
    // Only scaffolds still standing today stay open, installed and with no open task.
    const added = (await openRecords()) - openRecordsBefore;
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThan(80);
    const standing = await t.db
      .select()
      .from(craftRecords)
      .where(
        and(
          eq(craftRecords.siteKey, DEMO_SITE_KEY),
          eq(craftRecords.open, true),
          sql`${craftRecords.title} ~ ' - H[0-9]{4}$'`,
        ),
      );
    expect(standing).toHaveLength(added);
    for (const r of standing) {
      expect(r.timestampMarkedInstalled).not.toBeNull();
      expect(r.numOpenTasks).toBe(0);
    }
  });

  it("replays: each history task's events start with New task added and end at its status", async () => {
    const rows = await t.db.execute<{
      task_status: number;
      first_type: number;
      last_status: number;
      n: number;
    }>(sql`
      select t.task_status,
        (array_agg(e.event_type order by e.timestamp_created, e.event_type))[1] as first_type,
        (array_agg(e.task_status order by e.timestamp_created desc, e.event_type desc))[1] as last_status,
        count(*)::int as n
      from tasks t join events e on e.task_id = t.id
      where t.site_key = ${DEMO_SITE_KEY} and t.work_order like 'WO-H%'
      group by t.id, t.task_status`);
    expect(rows.rows).toHaveLength(result.tasks);
    for (const r of rows.rows) {
      expect(r.first_type).toBe(EVENT_TYPE.NEW_TASK_ADDED);
      expect(r.last_status).toBe(r.task_status);
      expect([TASK_STATUS.COMPLETE, TASK_STATUS.CANCELED]).toContain(r.task_status);
      expect(r.n).toBeGreaterThanOrEqual(3);
    }
  });

  it('has KPIs every past day: backlog, urgent work, barrier hours and scaffolds that come and go', async () => {
    const [days] = await t.db
      .select({ n: count() })
      .from(kpiDays)
      .where(eq(kpiDays.siteKey, DEMO_SITE_KEY));
    expect(days?.n).toBe(730);
    const [sums] = await t.db
      .select({
        completed: sql<number>`sum(${kpiRecords.tasksCompleted})::int`,
        urgent: sql<number>`sum(${kpiRecords.urgentCreated})::int`,
        backlog: sql<number>`sum(${kpiRecords.backlog})::int`,
        barrier: sql<number>`sum(${kpiRecords.barrierHours})::float`,
        legFeet: sql<number>`sum(${kpiRecords.legFeet})::float`,
        painted: sql<number>`sum(${kpiRecords.squareFeetPainted})::float`,
      })
      .from(kpiRecords)
      .where(eq(kpiRecords.siteKey, DEMO_SITE_KEY));
    expect(sums?.completed).toBeGreaterThan(3000);
    expect(sums?.urgent).toBeGreaterThan(200);
    expect(sums?.backlog).toBeGreaterThan(100);
    expect(sums?.barrier).toBeGreaterThan(100);
    expect(sums?.legFeet).toBeGreaterThan(1000);
    expect(sums?.painted).toBeGreaterThan(1000);
    const standing = await t.db.execute<{ day: string; n: number }>(sql`
      select day::text, sum(standing_scaffolds)::int as n from kpi_records
      where site_key = ${DEMO_SITE_KEY} group by day`);
    const counts = standing.rows.map((r) => r.n);
    expect(Math.max(...counts) - Math.min(...counts)).toBeGreaterThan(10);
  });

  it('has tasks created on behalf of other approved members of the site, last month too', async () => {
    const rows = await t.db.execute<{ n: number; other: number; member: number }>(sql`
      select count(*)::int as n,
        count(*) filter (where t.on_behalf_of <> t.created_by)::int as other,
        count(su.user_id)::int as member
      from tasks t
      left join site_users su
        on su.site_key = t.site_key and su.user_id = t.on_behalf_of and su.approved
      where t.site_key = ${DEMO_SITE_KEY} and t.work_order like 'WO-H%'
        and t.on_behalf_of is not null
        and t.timestamp_created >= ${new Date(NOW.getTime() - 30 * 86_400_000)}`);
    const [last] = rows.rows;
    expect(last?.n).toBeGreaterThan(5);
    expect(last?.other).toBe(last?.n);
    expect(last?.member).toBe(last?.n);
  });

  it('is the same history for the same moment', async () => {
    const again = await startTestApp();
    try {
      await seedDemo(again.db, NOW, { kpiHistory: false });
      const second = await seedDemoKpiHistory(again.db, DEMO_SITE_KEY, { now: NOW });
      const { millis: _a, insertMillis: _c, ...same } = second;
      const { millis: _b, insertMillis: _d, ...first } = result;
      expect(same).toEqual(first);
    } finally {
      await again.close();
    }
  }, 120_000);
});
