import { eq, sql } from 'drizzle-orm';
import { buildDailyRecords } from '@craftwork/domain/kpis/daily';
import { siteDayRange, siteDaysBetween } from '@craftwork/domain/kpis/formulas';
import { siteDateKey } from '@craftwork/domain/time/site-time';
import { KPI_COUNTERS, type TKpiRecord } from '@craftwork/domain/kpis/keys';
import { ZSiteDay } from '@craftwork/domain/kpis/filters';

import type { DbOrTx, Database, Transaction } from '../../db/client.ts';
import { kpiDays, kpiRecords, sites } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import type { TRangeFacts } from './facts.ts';

const DAY = 86_400_000;

/** The site days from..to; a malformed day is a programming error of the caller. */
export function validDays(from: string, to: string): string[] {
  if (!ZSiteDay.safeParse(from).success || !ZSiteDay.safeParse(to).success) {
    throw new Error(`KPI days must be YYYY-MM-DD: ${from}..${to}`);
  }
  return from > to ? [] : siteDaysBetween(from, to);
}

export async function siteTimeZone(db: DbOrTx, siteKey: string): Promise<string> {
  const [site] = await db
    .select({ timezone: sites.timezone })
    .from(sites)
    .where(eq(sites.siteKey, siteKey));
  if (!site) throw new AppError('NOT_FOUND', 'Site not found.');
  return site.timezone;
}

/** Each day's records from the range's facts; a task goes only to the days it may count on. */
export function buildRangeRecords(
  days: string[],
  timeZone: string,
  facts: TRangeFacts,
  snapshotAt?: Date,
): TKpiRecord[] {
  const byDay = new Map(days.map((d) => [d, new Set<string>()]));
  // An instant two days or more outside the range's instants is on none of its site days (no
  // zone is that far from UTC): its date is not asked.
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return [];
  const from = siteDayRange(first, timeZone).start.getTime() - 2 * DAY;
  const to = siteDayRange(last, timeZone).end.getTime() + 2 * DAY;
  for (const task of facts.tasks.values()) {
    for (const instant of [task.created, task.started, task.completed, task.scheduled]) {
      if (!instant) continue;
      const ms = instant.getTime();
      if (ms >= from && ms < to) byDay.get(siteDateKey(instant, timeZone))?.add(task.id);
    }
  }
  const out: TKpiRecord[] = [];
  for (const day of days) {
    const statusAtEndOfDay = facts.statusAtEndOfDay.get(day) ?? new Map<string, number | null>();
    const ids = byDay.get(day) ?? new Set<string>();
    for (const id of statusAtEndOfDay.keys()) ids.add(id);
    const tasks = [...ids].flatMap((id) => {
      const t = facts.tasks.get(id);
      return t ? [t] : [];
    });
    out.push(
      ...buildDailyRecords({
        day,
        timeZone,
        tasks,
        statusAtEndOfDay,
        scaffolds: facts.scaffolds,
        ...(snapshotAt ? { snapshotAt } : {}),
      }),
    );
  }
  return out;
}

// The stored columns of a record besides the site, with their SQL types.
const RECORD_COLUMNS = [
  ...(['day', 'craftType', 'companyId', 'locationId', 'taskType'] as const),
  ...KPI_COUNTERS,
  ...(['barrierCauses', 'taskIds'] as const),
].map((key) => ({ key, name: kpiRecords[key].name, type: kpiRecords[key].getSQLType() }));

/** The one mapping of a record to its stored row (by column name), the site aside. */
function recordRow(r: TKpiRecord): Record<string, unknown> {
  const row: Record<string, unknown> = {
    day: r.day,
    craft_type: r.craftType,
    company_id: r.companyId,
    location_id: r.locationId,
    task_type: r.taskType,
    barrier_causes: r.barrierCauses,
    task_ids: r.taskIds,
  };
  for (const c of KPI_COUNTERS) row[kpiRecords[c].name] = r.counters[c];
  return row;
}

/** Rows per statement: one JSON array read server-side, far cheaper than bind parameters. */
const INSERT_CHUNK = 5000;

async function insertRecords(tx: Transaction, siteKey: string, records: TKpiRecord[]) {
  const names = sql.raw(RECORD_COLUMNS.map((c) => c.name).join(', '));
  const shape = sql.raw(RECORD_COLUMNS.map((c) => `${c.name} ${c.type}`).join(', '));
  for (let i = 0; i < records.length; i += INSERT_CHUNK) {
    const rows = records.slice(i, i + INSERT_CHUNK).map(recordRow);
    await tx.execute(sql`
      insert into ${kpiRecords} (site_key, ${names})
      select ${siteKey}, ${names}
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${shape})`);
  }
}

/** Days since 2000-01-01: the second half of a site day's lock key. */
function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000) - 10_957;
}

/**
 * Takes the (site, day) advisory lock of each day, in day order (so two holders of several days
 * never wait on each other crosswise), until the transaction ends.
 */
async function lockKpiDays(tx: Transaction, siteKey: string, days: string[]) {
  const numbers = [...new Set(days.map(dayNumber))].sort((a, b) => a - b);
  await tx.execute(sql`
    select count(pg_advisory_xact_lock(hashtext(${`kpis:${siteKey}`}), d))
    from (select d from unnest(${`{${numbers.join(',')}}`}::int[]) as d order by d) as l`);
}

/**
 * Replaces the records of the contiguous site days `days` with `records` (those of other days
 * are left out), records each day in kpi_days with its share of `millis`, and tells the live
 * topic 'kpis' once. Under the days' locks (lockKpiDays), inside the caller's transaction.
 */
async function replaceKpiDays(
  tx: Transaction,
  siteKey: string,
  days: string[],
  records: TKpiRecord[],
  started: number,
): Promise<number> {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return 0;
  const wanted = new Set(days);
  const kept = records.filter((r) => wanted.has(r.day));
  await tx
    .delete(kpiRecords)
    .where(
      sql`${kpiRecords.siteKey} = ${siteKey} and ${kpiRecords.day} between ${first} and ${last}`,
    );
  await insertRecords(tx, siteKey, kept);
  const perDay = new Map(days.map((d) => [d, 0]));
  for (const r of kept) perDay.set(r.day, (perDay.get(r.day) ?? 0) + 1);
  const millis = Math.round((performance.now() - started) / days.length);
  await tx.execute(sql`
    insert into ${kpiDays} (site_key, day, records, millis)
    select ${siteKey}, d, n, ${millis}
    from unnest(${`{${days.join(',')}}`}::date[], ${`{${days.map((d) => perDay.get(d) ?? 0).join(',')}}`}::int[]) as k(d, n)
    on conflict (site_key, day) do update
    set records = excluded.records, millis = excluded.millis, computed_at = now()`);
  await notifyChange(tx, { site: siteKey, topics: ['kpis'] });
  return kept.length;
}

/**
 * Replaces one site day's records in one transaction under the (site, day) advisory lock, and
 * records the day in kpi_days. Returns how many records were stored.
 */
export async function storeKpiDay(
  db: Database,
  site: { siteKey: string; timezone: string },
  day: string,
  compute: (tx: Transaction, day: string) => Promise<TKpiRecord[]>,
): Promise<number> {
  return storeKpiRange(db, site, [day], (tx) => compute(tx, day));
}

/**
 * Replaces the records of the contiguous site days `days` in one transaction under each day's
 * advisory lock: computed once for all of them (under the locks, so a day computed twice equals
 * once), each day recorded in kpi_days, the live topic 'kpis' told once. Returns how many
 * records were stored.
 */
export async function storeKpiRange(
  db: Database,
  site: { siteKey: string; timezone: string },
  days: string[],
  compute: (tx: Transaction) => Promise<TKpiRecord[]>,
): Promise<number> {
  if (days.length === 0) return 0;
  return db.transaction(async (tx) => {
    await lockKpiDays(tx, site.siteKey, days);
    const started = performance.now();
    const records = await compute(tx);
    return replaceKpiDays(tx, site.siteKey, days, records, started);
  });
}
