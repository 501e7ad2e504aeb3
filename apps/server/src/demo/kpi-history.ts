/**
 * Two years of finished work on a demo site, so the KPI dashboards have history to show:
 * scaffolds installed, inspected, modified and removed (so the standing count rises and
 * falls), and insulation, waterblasting, painting and cleaning jobs, each task with the status
 * events that let its history be replayed (new task added, then each status update). Every
 * task is closed and every record is closed except scaffolds still standing today, so the open
 * lists and their badges stay as the rest of the demo makes them. Deterministic; bulk inserts.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { siteDateKey, startOfSiteDay } from '@craftwork/domain/time/site-time';
import type { Database, DbOrTx } from '../db/client.ts';
import { companies, locations, sites, siteUsers, users } from '../db/schema.ts';
import { recomputeKpiRange } from '../modules/kpi-records/index.ts';
import { seededRandom } from './random.ts';
import {
  addOtherWork,
  addScaffold,
  DAY,
  HOUR,
  type TContext,
  type TEventRow,
  type TRecordRow,
  type TTaskRow,
} from './kpi-history-work.ts';

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Bulk insert as one JSON parameter per few thousand rows (json_populate_recordset): far
 * cheaper than tens of thousands of bind parameters. Columns a row leaves out get their defaults.
 */
async function insertRows(tx: DbOrTx, table: string, rows: readonly Record<string, unknown>[]) {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const list = sql.raw(columns.map((c) => `"${snakeCase(c)}"`).join(', '));
  const type = sql.raw(table);
  for (let i = 0; i < rows.length; i += 5000) {
    const chunk = rows
      .slice(i, i + 5000)
      .map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [snakeCase(k), v])));
    await tx.execute(
      sql`insert into ${type} (${list}) select ${list} from json_populate_recordset(null::${type}, ${JSON.stringify(chunk)}::json)`,
    );
  }
}

export type TKpiHistoryResult = {
  records: number;
  tasks: number;
  events: number;
  kpiDays: number;
  kpiRecords: number;
  millis: number;
  /** Of which generating and inserting the work. */
  insertMillis: number;
};

/**
 * Seeds `days` of finished work on the site (its locations, companies and approved users must
 * exist) and computes the KPI records of those past days (through yesterday).
 */
export async function seedDemoKpiHistory(
  db: Database,
  siteKey: string,
  options: { now?: Date; days?: number } = {},
): Promise<TKpiHistoryResult> {
  const started = performance.now();
  const now = (options.now ?? new Date()).getTime();
  const days = options.days ?? 730;
  const site = await db.query.sites.findFirst({ where: eq(sites.siteKey, siteKey) });
  if (!site) throw new Error(`site ${siteKey} is missing`);
  // In a fixed order (by name), so the same site gets the same history.
  const locationIds = (
    await db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.siteKey, siteKey))
      .orderBy(asc(locations.title))
  ).map((l) => l.id);
  const companyRows = await db
    .select({ id: companies.id, craftTypes: companies.craftTypes })
    .from(companies)
    .where(eq(companies.siteKey, siteKey))
    .orderBy(asc(companies.name));
  const people = (
    await db
      .select({ id: siteUsers.userId })
      .from(siteUsers)
      .innerJoin(users, eq(users.id, siteUsers.userId))
      .where(and(eq(siteUsers.siteKey, siteKey), eq(siteUsers.approved, true)))
      .orderBy(asc(users.email))
  ).map((u) => u.id);
  if (locationIds.length === 0 || companyRows.length === 0 || people.length === 0)
    throw new Error(`site ${siteKey} needs locations, companies and users for its history`);

  const c: TContext = {
    siteKey,
    random: seededRandom(0x6b7069),
    end: now - 2 * HOUR,
    locationIds,
    companiesFor: (craftType) => {
      const capable = companyRows.filter((co) => co.craftTypes.includes(craftType));
      return (capable.length ? capable : companyRows).map((co) => co.id);
    },
    people,
    recordCount: 0,
    tasks: [],
    events: [],
  };
  const records: TRecordRow[] = [];
  for (let back = days; back >= 1; back--) {
    const midnight = startOfSiteDay(new Date(now - back * DAY), site.timezone).getTime();
    const weekday = new Date(midnight + 12 * HOUR).getUTCDay();
    const isWeekend = weekday === 0 || weekday === 6;
    const count = isWeekend ? c.random.int(0, 1) : c.random.int(1, 3);
    for (let i = 0; i < count; i++) {
      const created = midnight + c.random.int(6 * 60, 17 * 60) * 60_000;
      const record = c.random.chance(0.55) ? addScaffold(c, created) : addOtherWork(c, created);
      if (record) records.push(record);
    }
  }
  const taskRows = c.tasks;
  const byRecord = new Map<string, TTaskRow[]>();
  for (const t of taskRows)
    byRecord.set(t.craftRecordId, [...(byRecord.get(t.craftRecordId) ?? []), t]);
  for (const record of records) {
    const own = byRecord.get(record.id) ?? [];
    record.numOpenTasks = 0;
    record.numClosedTasks = own.length;
    record.openTaskTypes = [];
    record.closedTaskTypes = [...new Set(own.map((t) => t.taskType))];
    record.authorizedCompanies = [...new Set(own.map((t) => t.assignedCompanyId ?? ''))].filter(
      Boolean,
    );
    const lastTouched = Math.max(...own.map((t) => t.timestampLastModified?.getTime() ?? 0));
    record.timestampLastModified = new Date(lastTouched);
  }
  const eventRows: TEventRow[] = [
    ...records.map((r) => ({
      id: randomUUID(),
      siteKey,
      eventType: EVENT_TYPE.CRAFT_RECORD_CREATED,
      craftRecordId: r.id,
      title: r.title,
      createdBy: r.createdBy,
      timestampCreated: r.timestampRecordCreated,
    })),
    ...c.events,
  ];
  await db.transaction(async (tx) => {
    await insertRows(tx, 'craft_records', records);
    await insertRows(tx, 'tasks', taskRows);
    await insertRows(tx, 'events', eventRows);
  });
  const inserted = Math.round(performance.now() - started);

  const from = siteDateKey(new Date(now - days * DAY), site.timezone);
  const to = siteDateKey(new Date(now - DAY), site.timezone);
  // In one pass over the range: the nightly path (a transaction per day) costs about a
  // second a day on two years of history, far over the seed's budget.
  const kpis = await recomputeKpiRange(db, siteKey, from, to);
  return {
    records: records.length,
    tasks: taskRows.length,
    events: eventRows.length,
    kpiDays: kpis.days,
    kpiRecords: kpis.records,
    millis: Math.round(performance.now() - started),
    insertMillis: inserted,
  };
}
