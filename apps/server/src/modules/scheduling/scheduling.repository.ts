import { and, asc, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import type { TSchedulingFilters } from '@craftwork/domain/scheduling/filters';
import type { Scope } from '../../access/scope.ts';
import { liveTaskInScope } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies, craftRecords, locations, tasks } from '../../db/schema.ts';
import { isOpenTaskSql } from '../../db/task-status-sql.ts';

/** The calendar's reads: tasks in the caller's scope (as the task lists scope them). */

function within(
  column:
    | typeof tasks.craftType
    | typeof tasks.assignedCompanyId
    | typeof tasks.locationId
    | typeof tasks.taskStatus,
  values: readonly (string | number)[],
): SQL | undefined {
  return values.length > 0 ? inArray(column, [...values] as never[]) : undefined;
}

function filtered(scope: Scope, filters: TSchedulingFilters): SQL | undefined {
  return and(
    liveTaskInScope(scope),
    within(tasks.craftType, filters.craftTypes),
    within(tasks.assignedCompanyId, filters.companyIds),
    within(tasks.locationId, filters.locationIds),
    within(tasks.taskStatus, filters.statuses),
  );
}

function selectCards(db: DbOrTx) {
  return db
    .select({
      id: tasks.id,
      title: tasks.title,
      craftRecordId: tasks.craftRecordId,
      craftRecordTitle: craftRecords.title,
      taskStatus: tasks.taskStatus,
      taskType: tasks.taskType,
      craftType: tasks.craftType,
      locationId: tasks.locationId,
      locationTitle: locations.title,
      assignedCompanyId: tasks.assignedCompanyId,
      assignedCompanyName: companies.name,
      urgent: tasks.urgent,
      nextOpportunity: tasks.nextOpportunity,
      timestampScheduled: tasks.timestampScheduled,
      /** Who may move it without Edit Requests (the web checks the move rule before asking). */
      createdBy: tasks.createdBy,
    })
    .from(tasks)
    .innerJoin(craftRecords, eq(craftRecords.id, tasks.craftRecordId))
    .leftJoin(locations, eq(locations.id, tasks.locationId))
    .leftJoin(companies, eq(companies.id, tasks.assignedCompanyId));
}

export type CalendarCardRow = Awaited<
  ReturnType<ReturnType<typeof selectCards>['execute']>
>[number];

/** Tasks scheduled in [from, to), in time order, up to `max`. */
export function scheduledTasks(
  db: DbOrTx,
  scope: Scope,
  filters: TSchedulingFilters,
  range: { from: Date; to: Date },
  max: number,
) {
  return selectCards(db)
    .where(
      and(
        filtered(scope, filters),
        gte(tasks.timestampScheduled, range.from),
        lt(tasks.timestampScheduled, range.to),
      ),
    )
    .orderBy(asc(tasks.timestampScheduled), asc(tasks.id))
    .limit(max);
}

/** Open tasks waiting for a day: Awaiting Schedule, or marked Next Opportunity; newest first. */
export function unscheduledTasks(
  db: DbOrTx,
  scope: Scope,
  filters: TSchedulingFilters,
  max: number,
) {
  return selectCards(db)
    .where(
      and(
        filtered(scope, filters),
        or(
          eq(tasks.taskStatus, TASK_STATUS.AWAITING_SCHEDULE),
          and(eq(tasks.nextOpportunity, true), isOpenTaskSql),
        ),
      ),
    )
    .orderBy(desc(tasks.timestampCreated), asc(tasks.id))
    .limit(max);
}
