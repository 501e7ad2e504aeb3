/**
 * The KPI records module's public surface: computing a site's daily KPI records from task
 * history, and replacing stored days with freshly computed ones.
 */
import { isStandingAt, type TKpiScaffoldFacts } from '@craftwork/domain/kpis/formulas';
import type { TKpiRecord } from '@craftwork/domain/kpis/keys';
import type { DbOrTx, Database } from '../../db/client.ts';
import {
  buildRangeRecords,
  siteTimeZone,
  storeKpiDay,
  storeKpiRange,
  validDays,
} from './compute.ts';
import { disableJit, fetchRangeFacts, fetchScaffoldFacts } from './facts.repository.ts';

/**
 * Computes (without storing) the KPI records of the site days from..to (YYYY-MM-DD, inclusive),
 * in day order, then craft type, company, location and task type. An empty range (to before
 * from) gives no records; a malformed day is refused.
 */
export async function computeKpiRecords(
  db: DbOrTx,
  site: { siteKey: string; timezone: string },
  from: string,
  to: string,
  /** A day still running counts its standing scaffolds at this instant (buildDailyRecords). */
  snapshotAt?: Date,
): Promise<TKpiRecord[]> {
  const all = validDays(from, to);
  const out: TKpiRecord[] = [];
  for (let i = 0; i < all.length; i += CHUNK_DAYS) {
    out.push(...(await computeChunk(db, site, all.slice(i, i + CHUNK_DAYS), snapshotAt)));
  }
  return out;
}

/** Long ranges are read a month at a time, so that no query grows with the range squared. */
const CHUNK_DAYS = 31;

async function computeChunk(
  db: DbOrTx,
  site: { siteKey: string; timezone: string },
  days: string[],
  snapshotAt?: Date,
): Promise<TKpiRecord[]> {
  // One transaction (a savepoint inside the caller's): the range's facts from one connection,
  // without JIT compilation, which costs these short queries more than it saves.
  const facts = await db.transaction(async (tx) => {
    await disableJit(tx);
    return fetchRangeFacts(tx, site.siteKey, site.timezone, days);
  });
  return buildRangeRecords(days, site.timezone, facts, snapshotAt);
}

/**
 * Recomputes and stores the site days from..to, each day replaced whole in its own transaction
 * under a lock of that site day (a day computed twice equals once; two instances never compute
 * the same day at once). Calls onDay after each stored day; if it throws, the days stored so far
 * stay and the rest are not touched. The live topic 'kpis' is told after each day.
 */
export async function recomputeKpiDays(
  db: Database,
  siteKey: string,
  from: string,
  to: string,
  onDay?: (day: string, done: number, total: number) => void,
): Promise<{ days: number; records: number }> {
  const days = validDays(from, to);
  const timezone = await siteTimeZone(db, siteKey);
  let records = 0;
  for (const [i, day] of days.entries()) {
    records += await storeKpiDay(db, { siteKey, timezone }, day, (tx, d) =>
      computeKpiRecords(tx, { siteKey, timezone }, d, d),
    );
    onDay?.(day, i + 1, days.length);
  }
  return { days: days.length, records };
}

/**
 * Recomputes and stores the site days from..to at once: the range computed in one pass and
 * replaced whole in one transaction under the lock of each of its site days, each day recorded
 * in kpi_days, the live topic 'kpis' told once. The same records as recomputeKpiDays, far
 * faster over long ranges, but the range's days stay locked until all are stored.
 */
export async function recomputeKpiRange(
  db: Database,
  siteKey: string,
  from: string,
  to: string,
): Promise<{ days: number; records: number }> {
  const days = validDays(from, to);
  const timezone = await siteTimeZone(db, siteKey);
  const site = { siteKey, timezone };
  const records = await storeKpiRange(db, site, days, (tx) =>
    computeKpiRecords(tx, site, from, to),
  );
  return { days: days.length, records };
}

/**
 * The scaffolds standing at an instant (installed before it, not closed before it), each
 * attributed to the company, location and task type of its installation task as the KPI
 * records attribute it (decision 140), so live figures can keep to the records' KPI scope.
 */
export async function standingScaffoldsAt(
  db: DbOrTx,
  siteKey: string,
  at: Date,
): Promise<TKpiScaffoldFacts[]> {
  const scaffolds = await fetchScaffoldFacts(db, siteKey, at, at);
  return scaffolds.filter((s) => isStandingAt(s, at));
}
