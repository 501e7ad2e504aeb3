import { eq, sql } from 'drizzle-orm';
import { KPI_COUNTERS, type TKpiRecord } from '@craftwork/domain/kpis/keys';
import type { DbOrTx, Transaction } from '../../db/client.ts';
import { kpiDays, kpiRecords, sites } from '../../db/schema.ts';

export async function findSiteTimeZone(db: DbOrTx, siteKey: string): Promise<string | undefined> {
  const [site] = await db
    .select({ timezone: sites.timezone })
    .from(sites)
    .where(eq(sites.siteKey, siteKey));
  return site?.timezone;
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
export async function lockKpiDays(tx: Transaction, siteKey: string, days: string[]) {
  const numbers = [...new Set(days.map(dayNumber))].sort((a, b) => a - b);
  await tx.execute(sql`
    select count(pg_advisory_xact_lock(hashtext(${`kpis:${siteKey}`}), d))
    from (select d from unnest(${`{${numbers.join(',')}}`}::int[]) as d order by d) as l`);
}

/**
 * Replaces the records of the contiguous site days `days` with `records` (those of other days
 * are left out), records each day in kpi_days with its share of `millis`. Under the days' locks (lockKpiDays), inside the caller's transaction.
 */
export async function replaceKpiDays(
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
  return kept.length;
}
