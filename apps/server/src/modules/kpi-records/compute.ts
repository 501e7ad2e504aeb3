import { eq, sql } from 'drizzle-orm';
import { buildDailyRecords } from '@craftwork/domain/kpis/daily';
import { siteDateKey, siteDayRange, siteDaysBetween } from '@craftwork/domain/kpis/formulas';
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
      ...buildDailyRecords({ day, timeZone, tasks, statusAtEndOfDay, scaffolds: facts.scaffolds }),
    );
  }
  return out;
}

// The stored columns of a record besides the site and the day, with their SQL types.
const RECORD_COLUMNS = [
  ...(['craftType', 'companyId', 'locationId', 'taskType'] as const),
  ...KPI_COUNTERS,
  ...(['barrierCauses', 'taskIds'] as const),
].map((key) => ({ key, name: kpiRecords[key].name, type: kpiRecords[key].getSQLType() }));

/** One statement for a day's records, whatever their number: a JSON array read server-side. */
async function insertRecords(tx: Transaction, siteKey: string, day: string, records: TKpiRecord[]) {
  const rows = records.map((r) => {
    const row: Record<string, unknown> = {
      craft_type: r.craftType,
      company_id: r.companyId,
      location_id: r.locationId,
      task_type: r.taskType,
      barrier_causes: r.barrierCauses,
      task_ids: r.taskIds,
    };
    for (const c of KPI_COUNTERS) row[kpiRecords[c].name] = r.counters[c];
    return row;
  });
  const names = sql.raw(RECORD_COLUMNS.map((c) => c.name).join(', '));
  const shape = sql.raw(RECORD_COLUMNS.map((c) => `${c.name} ${c.type}`).join(', '));
  await tx.execute(sql`
    insert into ${kpiRecords} (site_key, day, ${names})
    select ${siteKey}, ${day}::date, ${names}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${shape})`);
}

/** Days since 2000-01-01: the second half of a site day's lock key. */
function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000) - 10_957;
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
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`kpis:${site.siteKey}`}), ${dayNumber(day)})`,
    );
    const started = performance.now();
    const records = (await compute(tx, day)).filter((r) => r.day === day);
    await tx
      .delete(kpiRecords)
      .where(sql`${kpiRecords.siteKey} = ${site.siteKey} and ${kpiRecords.day} = ${day}`);
    if (records.length > 0) await insertRecords(tx, site.siteKey, day, records);
    const millis = Math.round(performance.now() - started);
    await tx
      .insert(kpiDays)
      .values({ siteKey: site.siteKey, day, records: records.length, millis })
      .onConflictDoUpdate({
        target: [kpiDays.siteKey, kpiDays.day],
        set: { records: records.length, millis, computedAt: sql`now()` },
      });
    await notifyChange(tx, { site: site.siteKey, topics: ['kpis'] });
    return records.length;
  });
}
