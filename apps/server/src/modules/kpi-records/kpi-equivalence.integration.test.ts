// On a generated site (the bench's large-data generator, a few thousand tasks over two years),
// the counts the job stores for random days equal direct SQL counts from the tasks table: tasks
// completed, tasks created and urgent tasks created per craft type and company.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rng, seedLargeSite } from '../../../../../bench/lib/large-site.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { recomputeKpiDays } from './kpi-records.ts';

const SITE = 'KPIEQ';
const NOW = new Date('2026-06-15T17:00:00Z');
const TZ = 'America/Chicago';

let t: TestApp;
let days: string[];

beforeAll(async () => {
  t = await startTestApp();
  await seedLargeSite(t.databaseUrl, {
    siteKey: SITE,
    tasks: 4000,
    records: 1200,
    now: NOW,
    seed: 7,
  });
  // 30 distinct days of the last two years, most of them recent (where the work is).
  const random = rng(42);
  const picked = new Set<string>();
  while (picked.size < 30) {
    const back = Math.floor(Math.pow(random.next(), 2) * 700);
    picked.add(new Date(NOW.getTime() - back * 86_400_000).toISOString().slice(0, 10));
  }
  days = [...picked].sort();
  for (const day of days) await recomputeKpiDays(t.db, SITE, day, day);
}, 300_000);
afterAll(() => t.close());

type TRow = { day: string; craft_type: number; company_id: string | null; n: number };

const key = (r: TRow) => `${r.day}|${r.craft_type}|${r.company_id ?? '-'}`;
const asMap = (rows: TRow[]) =>
  Object.fromEntries(rows.filter((r) => Number(r.n) > 0).map((r) => [key(r), Number(r.n)]));

async function stored(column: string) {
  const { rows } = await t.db.execute<TRow>(sql`
    select day::text as day, craft_type, company_id, sum(${sql.raw(column)})::int as n
    from kpi_records where site_key = ${SITE}
    group by 1, 2, 3`);
  return asMap(rows);
}

async function direct(instant: string, where: string) {
  const { rows } = await t.db.execute<TRow>(sql`
    select (${sql.raw(instant)} at time zone ${TZ})::date::text as day, craft_type,
      assigned_company_id as company_id, count(*)::int as n
    from tasks
    where site_key = ${SITE} and deleted_at is null and ${sql.raw(where)}
      and (${sql.raw(instant)} at time zone ${TZ})::date::text = any(${`{${days.join(',')}}`}::text[])
    group by 1, 2, 3`);
  return asMap(rows);
}

describe('the KPI job against direct counts', () => {
  it('has days with work to compare', async () => {
    const created = await direct('timestamp_created', 'true');
    expect(Object.values(created).reduce((a, b) => a + b, 0)).toBeGreaterThan(30);
  });

  it.each([
    ['tasks completed', 'tasks_completed', 'timestamp_task_completed', 'task_status = 90'],
    ['tasks created', 'new_tasks_created', 'timestamp_created', 'true'],
    ['urgent tasks created', 'urgent_created', 'timestamp_created', 'urgent'],
  ])('%s per day, craft type and company', async (_name, column, instant, where) => {
    const expected = await direct(instant, where);
    expect(Object.keys(expected).length).toBeGreaterThan(5);
    expect(await stored(column)).toEqual(expected);
  });
});
