import { and, arrayOverlaps, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Scope } from '../../access/scope.ts';
import { craftRecordScope, liveTaskInScope } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import { craftRecords, locations, tasks, users } from '../../db/schema.ts';

/**
 * The analytics charts' reads (decision 145): the tasks or craft records created in a range,
 * in the caller's scope (as the lists), with only what the bars need. The grouping and the
 * same-day rule are the domain's (kpis/analytics.ts), applied to these rows.
 */

/** The range as instants, and the filters' lists (empty means all). */
export type AnalyticsQuery = {
  start: Date;
  end: Date;
  craftTypes: number[];
  taskTypes: number[];
  departments: string[];
};

const onBehalf = alias(users, 'on_behalf_of_user');

/** Rows whose location (of the site) is in one of the departments; none chosen: every row. */
function inDepartments(
  column: typeof tasks.locationId | typeof craftRecords.locationId,
  scope: Scope,
  q: AnalyticsQuery,
): SQL | undefined {
  if (q.departments.length === 0) return undefined;
  return sql`${column} in (select ${locations.id} from ${locations} where ${and(
    eq(locations.siteKey, scope.siteKey),
    inArray(locations.department, q.departments),
  )})`;
}

/** The tasks created in the range, with their creator, on-behalf-of user and location. */
export function createdTasks(db: DbOrTx, scope: Scope, q: AnalyticsQuery) {
  return db
    .select({
      createdById: tasks.createdBy,
      createdByName: users.name,
      onBehalfOfId: tasks.onBehalfOf,
      onBehalfOfName: onBehalf.name,
      locationId: tasks.locationId,
      locationName: sql<
        string | null
      >`case when ${locations.deletedAt} is null then ${locations.title} end`,
      urgent: tasks.urgent,
      timestampAwaitingStart: tasks.timestampAwaitingStart,
      timestampScheduled: tasks.timestampScheduled,
    })
    .from(tasks)
    .leftJoin(users, eq(users.id, tasks.createdBy))
    .leftJoin(onBehalf, eq(onBehalf.id, tasks.onBehalfOf))
    .leftJoin(
      locations,
      and(eq(locations.id, tasks.locationId), eq(locations.siteKey, tasks.siteKey)),
    )
    .where(
      and(
        liveTaskInScope(scope),
        gte(tasks.timestampCreated, q.start),
        lt(tasks.timestampCreated, q.end),
        q.craftTypes.length ? inArray(tasks.craftType, q.craftTypes) : undefined,
        q.taskTypes.length ? inArray(tasks.taskType, q.taskTypes) : undefined,
        inDepartments(tasks.locationId, scope, q),
      ),
    );
}

/**
 * The craft records created in the range, with their creator and work order. A task-type
 * filter keeps the records holding a task of one of the types (open or closed).
 */
export function createdCraftRecords(db: DbOrTx, scope: Scope, q: AnalyticsQuery) {
  return db
    .select({
      createdById: craftRecords.createdBy,
      createdByName: users.name,
      workOrder: craftRecords.workOrder,
    })
    .from(craftRecords)
    .leftJoin(users, eq(users.id, craftRecords.createdBy))
    .where(
      and(
        craftRecordScope(scope),
        isNull(craftRecords.deletedAt),
        gte(craftRecords.timestampRecordCreated, q.start),
        lt(craftRecords.timestampRecordCreated, q.end),
        q.craftTypes.length ? inArray(craftRecords.craftType, q.craftTypes) : undefined,
        q.taskTypes.length
          ? or(
              arrayOverlaps(craftRecords.openTaskTypes, q.taskTypes),
              arrayOverlaps(craftRecords.closedTaskTypes, q.taskTypes),
            )
          : undefined,
        inDepartments(craftRecords.locationId, scope, q),
      ),
    );
}
