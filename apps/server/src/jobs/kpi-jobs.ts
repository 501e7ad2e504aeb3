/**
 * The nightly KPI jobs: a tick that finds each site's due days not computed yet, and the
 * per-day job that computes one site day. Both take their clock and collaborators as
 * arguments, so tests drive them without waiting for midnight.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { dueKpiDays } from '@craftwork/domain/kpis/nightly';
import { siteDateKey } from '@craftwork/domain/time/site-time';
import type { Database } from '../db/client.ts';
import { kpiDays, sites } from '../db/schema.ts';
import { recomputeKpiDays } from '../modules/kpi-records/index.ts';

export const ZKpiDayJob = z.object({
  siteKey: z.string().min(1).max(100),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type TKpiDayJob = z.infer<typeof ZKpiDayJob>;

/** One job per site day at a time: the queue's singleton key. */
export const kpiDayKey = (job: TKpiDayJob) => `${job.siteKey}:${job.day}`;

export type TRecomputeKpiDays = typeof recomputeKpiDays;

/**
 * The due site days (the last seven before the site's latest 00:30) that have no computed row
 * yet, for every site; days before the site existed are not due. `send` queues one of them.
 */
export async function queueDueKpiDays(
  db: Database,
  send: (job: TKpiDayJob) => Promise<unknown>,
  now: Date,
): Promise<TKpiDayJob[]> {
  const siteRows = await db
    .select({ siteKey: sites.siteKey, timezone: sites.timezone, createdAt: sites.createdAt })
    .from(sites);
  const queued: TKpiDayJob[] = [];
  for (const site of siteRows) {
    const firstDay = siteDateKey(site.createdAt, site.timezone);
    const due = dueKpiDays(now, site.timezone).filter((day) => day >= firstDay);
    if (due.length === 0) continue;
    const done = await db
      .select({ day: kpiDays.day })
      .from(kpiDays)
      .where(and(eq(kpiDays.siteKey, site.siteKey), inArray(kpiDays.day, due)));
    const computed = new Set(done.map((d) => d.day));
    for (const day of due) {
      if (computed.has(day)) continue;
      const job = { siteKey: site.siteKey, day };
      await send(job);
      queued.push(job);
    }
  }
  return queued;
}

/** Computes one site day (replaced whole in its own transaction: running it twice equals once). */
export async function runKpiDayJob(
  db: Database,
  data: unknown,
  recompute: TRecomputeKpiDays = recomputeKpiDays,
): Promise<{ days: number; records: number }> {
  const job = ZKpiDayJob.parse(data);
  return recompute(db, job.siteKey, job.day, job.day);
}
