// The nightly KPI job: recomputeKpiDays for one site day (fetch the day's facts, build the
// records, replace the day under its lock) on the large bench site, one day at a time over the
// most recent days, after a warm-up. The target: under 1 second per site day at p50 on
// the 100,000-task site. As a detail, computing alone (no store) is timed too, so a slow day
// tells whether its time is in reading and building or in writing.
import { eq } from 'drizzle-orm';
import {
  computeKpiRecords,
  createDatabase,
  recomputeKpiDays,
  schema,
} from '../apps/server/src/public.ts';
import { summarize } from './lib/stats.ts';

const { sites } = schema;
const DAY = 86_400_000;

/** The site day (YYYY-MM-DD) in a time zone, `back` days before the one containing `now`. */
function siteDay(now: Date, back: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(now.getTime() - back * DAY));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

async function timed<T>(action: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await action();
  return { ms: performance.now() - started, value };
}

export async function runKpiJobBench(input: {
  databaseUrl: string;
  siteKey: string;
  /** Site days measured, counting back from yesterday (the nightly job's day). */
  days: number;
  now?: Date;
  log: (message: string) => void;
}) {
  const { db, pool } = createDatabase(input.databaseUrl, { max: 4 });
  try {
    const [site] = await db
      .select({ timezone: sites.timezone })
      .from(sites)
      .where(eq(sites.siteKey, input.siteKey));
    if (!site) throw new Error(`no site ${input.siteKey}`);
    const now = input.now ?? new Date();
    const days = Array.from({ length: input.days }, (_, i) => siteDay(now, i + 1, site.timezone));
    const ref = { siteKey: input.siteKey, timezone: site.timezone };
    // Warm-up: plans, connections, JIT.
    for (const day of days.slice(0, 2)) await recomputeKpiDays(db, input.siteKey, day, day);

    const job: number[] = [];
    const compute: number[] = [];
    const perDay: { day: string; ms: number; computeMs: number; records: number }[] = [];
    for (const day of days) {
      const stored = await timed(() => recomputeKpiDays(db, input.siteKey, day, day));
      const computed = await timed(() => computeKpiRecords(db, ref, day, day));
      job.push(stored.ms);
      compute.push(computed.ms);
      perDay.push({
        day,
        ms: stored.ms,
        computeMs: computed.ms,
        records: stored.value.records,
      });
      input.log(
        `  ${day} job ${stored.ms.toFixed(0).padStart(5)} ms (compute alone ` +
          `${computed.ms.toFixed(0)} ms), ${stored.value.records} records`,
      );
    }
    const j = summarize(job);
    const c = summarize(compute);
    return {
      timezone: site.timezone,
      days: perDay,
      jobP50Ms: j.p50,
      jobP95Ms: j.p95,
      jobMaxMs: j.max,
      computeP50Ms: c.p50,
    };
  } finally {
    await pool.end();
  }
}
