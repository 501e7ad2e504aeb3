import { and, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { CLOSED_TASK_STATUSES } from '@craftwork/domain/catalogues/task-statuses';
import type { Scope } from '../../access/scope.ts';
import { liveTaskInScope } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import { tasks } from '../../db/schema.ts';

const nothing = sql`false`;

/**
 * The open tasks now in the scope, of `companies` (null: every company), of the locations
 * `byDepartment` (null: any) and of the task and craft types (empty: all).
 */
function openWorkWhere(
  scope: Scope,
  filter: {
    companies: readonly string[] | null;
    byDepartment: readonly string[] | null;
    taskTypes: readonly number[];
    craftTypes: readonly number[];
  },
): SQL | undefined {
  const { companies, byDepartment } = filter;
  return and(
    liveTaskInScope(scope),
    notInArray(tasks.taskStatus, [...CLOSED_TASK_STATUSES]),
    companies
      ? companies.length > 0
        ? inArray(tasks.assignedCompanyId, [...companies])
        : nothing
      : undefined,
    byDepartment
      ? byDepartment.length > 0
        ? inArray(tasks.locationId, [...byDepartment])
        : nothing
      : undefined,
    filter.taskTypes.length > 0 ? inArray(tasks.taskType, [...filter.taskTypes]) : undefined,
    filter.craftTypes.length > 0 ? inArray(tasks.craftType, [...filter.craftTypes]) : undefined,
  );
}

export type TOpenWorkFilter = Parameters<typeof openWorkWhere>[1];

/** The open tasks' ids and creation times, oldest first. */
export function openTaskAges(db: DbOrTx, scope: Scope, filter: TOpenWorkFilter) {
  return db
    .select({ id: tasks.id, created: tasks.timestampCreated })
    .from(tasks)
    .where(openWorkWhere(scope, filter))
    .orderBy(tasks.timestampCreated, tasks.id);
}

/** The open tasks counted by whole days since creation (as ageInDays), per age bucket. */
export async function openTaskAgeCounts(
  db: DbOrTx,
  scope: Scope,
  filter: TOpenWorkFilter,
  now: Date,
) {
  const days = sql`greatest(0, floor(extract(epoch from (${now.toISOString()}::timestamptz - ${tasks.timestampCreated})) / 86400))`;
  const rows = await db
    .select({
      d7: sql<number>`count(*) filter (where ${days} <= 7)::int`,
      d30: sql<number>`count(*) filter (where ${days} > 7 and ${days} <= 30)::int`,
      d90: sql<number>`count(*) filter (where ${days} > 30 and ${days} <= 90)::int`,
      over: sql<number>`count(*) filter (where ${days} > 90)::int`,
    })
    .from(tasks)
    .where(openWorkWhere(scope, filter));
  return rows[0];
}
