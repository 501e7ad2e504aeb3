import { buildDailyRecords } from '@craftwork/domain/kpis/daily';
import { siteDayRange, siteDaysBetween } from '@craftwork/domain/kpis/formulas';
import { siteDateKey } from '@craftwork/domain/time/site-time';
import type { TKpiRecord } from '@craftwork/domain/kpis/keys';
import { ZSiteDay } from '@craftwork/domain/kpis/filters';

import type { DbOrTx, Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import type { TRangeFacts } from './facts.repository.ts';
import { findSiteTimeZone, lockKpiDays, replaceKpiDays } from './kpi-store.repository.ts';

const DAY = 86_400_000;

/** The site days from..to; a malformed day is a programming error of the caller. */
export function validDays(from: string, to: string): string[] {
  if (!ZSiteDay.safeParse(from).success || !ZSiteDay.safeParse(to).success) {
    throw new Error(`KPI days must be YYYY-MM-DD: ${from}..${to}`);
  }
  return from > to ? [] : siteDaysBetween(from, to);
}

export async function siteTimeZone(db: DbOrTx, siteKey: string): Promise<string> {
  const timeZone = await findSiteTimeZone(db, siteKey);
  if (timeZone === undefined) throw new AppError('NOT_FOUND', 'Site not found.');
  return timeZone;
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
    const stored = await replaceKpiDays(tx, site.siteKey, days, records, started);
    await notifyChange(tx, { site: site.siteKey, topics: ['kpis'] });
    return stored;
  });
}
