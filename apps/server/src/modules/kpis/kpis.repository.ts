/**
 * The KPI dashboard's queries over kpi_records: one aggregation by site day and craft type
 * (every counter summed, and the task counts of the KPIs asked for), the task ids behind a bar,
 * and the barrier hours by cause.
 */
import { and, between, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { KPI_COUNTERS, type TKpiCounter, type TKpiCounters } from '@craftwork/domain/kpis/keys';
import type { Scope } from '../../access/scope.ts';
import { inLocations } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies, kpiRecords, locations, tasks } from '../../db/schema.ts';

/** One site day × craft type of the filtered records: summed counters and task counts. */
export type KpiDayRow = {
  day: string;
  craftType: number;
  counters: TKpiCounters;
  tasks: Record<string, number>;
};

const COUNTER_COLUMNS = Object.fromEntries(KPI_COUNTERS.map((c) => [c, kpiRecords[c]])) as Record<
  TKpiCounter,
  (typeof kpiRecords)[TKpiCounter]
>;

/** The filtered records of the site days from..to, without `skipDay` when one is given. */
function inDays(where: SQL, from: string, to: string, skipDay: string | null) {
  return and(
    where,
    between(kpiRecords.day, from, to),
    skipDay ? ne(kpiRecords.day, skipDay) : undefined,
  );
}

/**
 * The filtered records of from..to summed by day and craft type (`skipDay`: a day left out,
 * today when it is computed live). `taskKeys`: the taskIds keys whose lengths are summed too,
 * on the days from `tasksFrom` only (the chart's; the previous period needs none).
 */
export async function sumKpiDays(
  db: DbOrTx,
  where: SQL,
  range: { from: string; to: string; tasksFrom: string },
  taskKeys: readonly string[],
  skipDay: string | null = null,
): Promise<KpiDayRow[]> {
  const { from, to, tasksFrom } = range;
  const sums = Object.fromEntries(
    KPI_COUNTERS.map((c) => [c, sql<number>`coalesce(sum(${COUNTER_COLUMNS[c]}), 0)::float8`]),
  );
  const counts = Object.fromEntries(
    taskKeys.map((k, i) => [
      `t${i}`,
      sql<number>`coalesce(sum(jsonb_array_length(coalesce(${kpiRecords.taskIds} -> ${k}::text, '[]'::jsonb))) filter (where ${kpiRecords.day} >= ${tasksFrom}), 0)::int`,
    ]),
  );
  const rows = await db
    .select({ day: kpiRecords.day, craftType: kpiRecords.craftType, ...sums, ...counts })
    .from(kpiRecords)
    .where(inDays(where, from, to, skipDay))
    .groupBy(kpiRecords.day, kpiRecords.craftType);
  return rows.map((r) => {
    const row = r as Record<string, unknown>;
    return {
      day: r.day,
      craftType: r.craftType,
      counters: Object.fromEntries(KPI_COUNTERS.map((c) => [c, Number(row[c])])) as TKpiCounters,
      tasks: Object.fromEntries(taskKeys.map((k, i) => [k, Number(row[`t${i}`])])),
    };
  });
}

/**
 * The task ids under `key` of the filtered records of from..to, one entry per record entry
 * (so their number is the bar's), with each record's day; `skipDay` as sumKpiDays.
 */
export async function kpiTaskIds(
  db: DbOrTx,
  where: SQL,
  from: string,
  to: string,
  key: string,
  skipDay: string | null,
): Promise<{ day: string; ids: string[] }[]> {
  const rows = await db
    .select({
      day: kpiRecords.day,
      ids: sql<string[] | null>`${kpiRecords.taskIds} -> ${key}::text`,
    })
    .from(kpiRecords)
    .where(inDays(where, from, to, skipDay));
  return rows.map((r) => ({ day: r.day, ids: Array.isArray(r.ids) ? r.ids : [] }));
}

/** Barrier hours by cause over the filtered records of from..to (`skipDay` as sumKpiDays). */
export async function barrierHoursByCause(
  db: DbOrTx,
  where: SQL,
  from: string,
  to: string,
  skipDay: string | null,
): Promise<Record<string, number>> {
  const rows = await db.execute<{ cause: string; hours: number }>(sql`
    select e.key as cause, sum(e.value::float8)::float8 as hours
    from ${kpiRecords}, jsonb_each_text(${kpiRecords.barrierCauses}) as e
    where ${inDays(where, from, to, skipDay)}
    group by e.key`);
  return Object.fromEntries(rows.rows.map((r) => [r.cause, Number(r.hours)]));
}

/** The task rows of the dialog (live tasks of the site among ids), newest first. */
export async function kpiTaskRows(db: DbOrTx, siteKey: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: tasks.id,
      craftRecordId: tasks.craftRecordId,
      title: tasks.title,
      taskStatus: tasks.taskStatus,
      taskType: tasks.taskType,
      craftType: tasks.craftType,
      companyName: companies.name,
      locationTitle: locations.title,
      timestampCreated: tasks.timestampCreated,
      timestampTaskCompleted: tasks.timestampTaskCompleted,
      details: tasks.taskSpecificDetails,
    })
    .from(tasks)
    .leftJoin(companies, eq(companies.id, tasks.assignedCompanyId))
    .leftJoin(locations, eq(locations.id, tasks.locationId))
    .where(and(eq(tasks.siteKey, siteKey), isNull(tasks.deletedAt), inArray(tasks.id, [...ids])))
    .orderBy(desc(tasks.timestampCreated), tasks.id);
}

/** A condition over kpi_records (who sees which figures, kpi-scope.ts). */
export type TKpiWhere = SQL;

const nothing = sql`false`;

/** The live locations of the site in the given departments. */
export async function locationsOfDepartments(
  db: DbOrTx,
  siteKey: string,
  departments: readonly string[],
): Promise<string[]> {
  if (departments.length === 0) return [];
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        eq(locations.siteKey, siteKey),
        isNull(locations.deletedAt),
        inArray(locations.department, [...departments]),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * The kpi_records of the scope's site and locations, of `companies` (null: every company),
 * of the locations `byDepartment` (null: any) and of the task and craft types (empty: all).
 */
export function kpiRecordWhere(
  scope: Scope,
  filter: {
    companies: readonly string[] | null;
    byDepartment: ReadonlySet<string> | null;
    taskTypes: readonly number[];
    craftTypes: readonly number[];
  },
): TKpiWhere {
  const { companies: ids, byDepartment } = filter;
  const conditions: (SQL | undefined)[] = [eq(kpiRecords.siteKey, scope.siteKey)];
  if (ids) {
    conditions.push(ids.length > 0 ? inArray(kpiRecords.companyId, [...ids]) : nothing);
  }
  conditions.push(inLocations(kpiRecords.locationId, scope));
  if (byDepartment) {
    conditions.push(
      byDepartment.size > 0 ? inArray(kpiRecords.locationId, [...byDepartment]) : nothing,
    );
  }
  if (filter.taskTypes.length > 0) {
    conditions.push(inArray(kpiRecords.taskType, [...filter.taskTypes]));
  }
  if (filter.craftTypes.length > 0) {
    conditions.push(inArray(kpiRecords.craftType, [...filter.craftTypes]));
  }
  return and(...conditions) ?? nothing;
}

/** `where` narrowed to the craft types. */
export function withKpiCraftTypes(where: TKpiWhere, craftTypes: readonly number[]): TKpiWhere {
  return and(where, inArray(kpiRecords.craftType, [...craftTypes])) ?? where;
}
