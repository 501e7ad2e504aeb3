import {
  aliasedTable,
  and,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { craftTypeName } from '@craftwork/domain/catalogues/craft-types';
import { taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
import { taskTypeName } from '@craftwork/domain/catalogues/task-types';
import { formatBoolean, formatListDateTime } from '@craftwork/domain/format/dates';
import { taskRefPath } from '@craftwork/domain/lists/queries';
import type { TTaskListCriteria } from '@craftwork/domain/lists/task-list';
import type { TDeletedTaskListFilter, TTaskSortField } from '@craftwork/domain/lists/queries';
import type { Scope } from '../../access/scope.ts';
import { liveTaskInScope, taskScope } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import { readKeysetKeys, type KeysetColumns, type KeysetRead } from '../../db/keyset.ts';
import {
  countList,
  dateOrFallback,
  listOrdering,
  listReader,
  type ListPage,
} from '../../db/paged-list.ts';
import { isSearch, searchMatch, taskHaystack } from '../../db/search.ts';
import { groupedPageIds, groupedSortOf } from './task-group-sort.repository.ts';
import {
  companies,
  craftRecords,
  locations,
  taskAssignees,
  tasks,
  users,
} from '../../db/schema.ts';

const deleter = aliasedTable(users, 'deleter');

/**
 * Each sortable column, as an index of migration 0020 holds it (the planner matches the
 * expression). Descriptions sort by their first 100 characters, then the id: a btree entry
 * cannot hold a 5,000-character description.
 */
const SORTS: Record<TTaskSortField, SQL> = {
  title: sql`${tasks.title}`,
  description: sql`left(${tasks.description}, 100)`,
  taskStatus: sql`${tasks.taskStatus}`,
  taskType: sql`${tasks.taskType}`,
  craftType: sql`${tasks.craftType}`,
  location: sql`${locations.title}`,
  assignedCompany: sql`${companies.name}`,
  workOrder: sql`${tasks.workOrder}`,
  /** Tasks without a scheduled time sort as if scheduled on 01/01/2050. */
  timestampScheduled: dateOrFallback(tasks.timestampScheduled),
  timestampCreated: sql`${tasks.timestampCreated}`,
  timestampTaskCompleted: sql`${tasks.timestampTaskCompleted}`,
  createdBy: sql`${users.name}`,
};

/** The sorts whose value is never empty: one index serves them in both directions. */
const NEVER_EMPTY = new Set<TTaskSortField>([
  'title',
  'description',
  'taskStatus',
  'taskType',
  'craftType',
  'timestampScheduled',
  'timestampCreated',
]);

export type TaskQuery = Pick<TDeletedTaskListFilter, 'craftType' | 'search' | 'sort'> & {
  /** The completed column's range (live lists). */
  completedFrom?: string | null;
  completedTo?: string | null;
  /** The deleted column's range (the deleted list). */
  deletedFrom?: string | null;
  deletedTo?: string | null;
  deleted: boolean;
  /** The list's membership (live lists only). */
  criteria: TTaskListCriteria | null;
  /** Only tasks assigned to this user (/assigned-tasks). */
  assignedTo?: string;
  /** A report's narrowing (empty or absent: no narrowing; the scope always applies). */
  craftTypes?: readonly number[];
  companyIds?: readonly string[];
  locationIds?: readonly string[];
  statuses?: readonly number[];
};

function within<T extends string | number>(
  column:
    | typeof tasks.craftType
    | typeof tasks.assignedCompanyId
    | typeof tasks.locationId
    | typeof tasks.taskStatus,
  values: readonly T[] | undefined,
): SQL | undefined {
  return values && values.length > 0 ? inArray(column, [...values]) : undefined;
}

/** The DECISIONS.md list membership as SQL. */
export function criteriaCondition(criteria: TTaskListCriteria | null): SQL | undefined {
  if (!criteria) return undefined;
  return and(
    criteria.statuses ? inArray(tasks.taskStatus, [...criteria.statuses]) : undefined,
    criteria.excludedStatuses
      ? notInArray(tasks.taskStatus, [...criteria.excludedStatuses])
      : undefined,
    criteria.urgent ? eq(tasks.urgent, true) : undefined,
    criteria.taskTypes ? inArray(tasks.taskType, [...criteria.taskTypes]) : undefined,
    criteria.backlogBefore
      ? or(lt(tasks.timestampScheduled, criteria.backlogBefore), eq(tasks.nextOpportunity, true))
      : undefined,
    criteria.completedBetween
      ? and(
          gte(tasks.timestampTaskCompleted, criteria.completedBetween.from),
          lte(tasks.timestampTaskCompleted, criteria.completedBetween.to),
        )
      : undefined,
  );
}

/** Tasks with the user among their assignees. */
function assignedToUser(userId: string): SQL {
  return sql`exists (select 1 from ${taskAssignees} where ${taskAssignees.taskId} = ${tasks.id} and ${taskAssignees.userId} = ${userId})`;
}

function conditions(scope: Scope, query: TaskQuery): SQL | undefined {
  return and(
    query.deleted ? isNotNull(tasks.deletedAt) : isNull(tasks.deletedAt),
    filterConditions(scope, query),
  );
}

/** The scope and the list's filter, deleted or not. */
function filterConditions(scope: Scope, query: TaskQuery): SQL | undefined {
  return and(
    taskScope(scope),
    query.assignedTo ? assignedToUser(query.assignedTo) : undefined,
    criteriaCondition(query.criteria),
    query.craftType === null ? undefined : eq(tasks.craftType, query.craftType),
    query.completedFrom
      ? gte(tasks.timestampTaskCompleted, new Date(query.completedFrom))
      : undefined,
    query.completedTo ? lte(tasks.timestampTaskCompleted, new Date(query.completedTo)) : undefined,
    query.deletedFrom ? gte(tasks.deletedAt, new Date(query.deletedFrom)) : undefined,
    query.deletedTo ? lte(tasks.deletedAt, new Date(query.deletedTo)) : undefined,
    searchMatch(taskHaystack, query.search),
    within(tasks.craftType, query.craftTypes),
    within(tasks.assignedCompanyId, query.companyIds),
    within(tasks.locationId, query.locationIds),
    within(tasks.taskStatus, query.statuses),
  );
}

function selectRows(db: DbOrTx) {
  return db
    .select({
      id: tasks.id,
      siteKey: tasks.siteKey,
      craftRecordId: tasks.craftRecordId,
      craftRecordTitle: craftRecords.title,
      craftRecordDeleted: sql<boolean>`${craftRecords.deletedAt} is not null`,
      title: tasks.title,
      description: tasks.description,
      taskStatus: tasks.taskStatus,
      taskType: tasks.taskType,
      craftType: tasks.craftType,
      locationId: tasks.locationId,
      locationTitle: locations.title,
      assignedCompanyId: tasks.assignedCompanyId,
      assignedCompanyName: companies.name,
      urgent: tasks.urgent,
      nextOpportunity: tasks.nextOpportunity,
      workOrder: tasks.workOrder,
      thumbnailUrl: tasks.thumbnailUrl,
      createdById: tasks.createdBy,
      createdByName: users.name,
      timestampCreated: tasks.timestampCreated,
      timestampScheduled: tasks.timestampScheduled,
      timestampTaskCompleted: tasks.timestampTaskCompleted,
      deletedAt: tasks.deletedAt,
      deletedByName: deleter.name,
    })
    .from(tasks)
    .innerJoin(craftRecords, eq(craftRecords.id, tasks.craftRecordId))
    .leftJoin(locations, eq(locations.id, tasks.locationId))
    .leftJoin(companies, eq(companies.id, tasks.assignedCompanyId))
    .leftJoin(users, eq(users.id, tasks.createdBy))
    .leftJoin(deleter, eq(deleter.id, tasks.deletedBy));
}

export type TaskRowData = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function ordering(query: TaskQuery) {
  const sort = query.sort ?? { field: 'timestampCreated' as const, direction: 'desc' as const };
  const first = query.deleted && !query.sort ? [sql`${tasks.deletedAt} desc`] : [];
  return listOrdering(SORTS, sort, tasks.id, first, NEVER_EMPTY);
}

/** A search's total is only "more than" the exact count (countList). */
const totalEstimable = (query: TaskQuery) => !isSearch(query.search);

const taskList = listReader({
  select: selectRows,
  table: tasks,
  where: conditions,
  order: ordering,
  estimable: totalEstimable,
});

/**
 * A page of tasks in the scope, and how many match in all. A long list (more than the exact
 * count) sorted by a location's, company's or creator's name walks those names
 * (task-group-sort.repository.ts), then reads the page's rows by id; a short one sorts its few
 * rows, which is cheaper than walking every name for them.
 */
export async function pageTasks(db: DbOrTx, scope: Scope, query: TaskQuery, page: ListPage) {
  const grouped =
    query.sort && !query.deleted ? groupedSortOf(query.sort.field, query.criteria) : null;
  if (!query.sort || !grouped) return taskList.page(db, scope, query, page);
  const where = conditions(scope, query);
  const total = await countList(db, tasks, where, { estimable: totalEstimable(query) });
  if (total.totalKind === 'exact')
    return { rows: await taskList.rows(db, scope, query, page), ...total };
  const ids = await groupedPageIds(db, grouped, scope.siteKey, where, query.sort.direction, page);
  const rows = ids.length > 0 ? await selectRows(db).where(inArray(tasks.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), ...total };
}

/** Every matching task (for exports), up to `max`. */
export function allTasks(db: DbOrTx, scope: Scope, query: TaskQuery, max: number) {
  return taskList.all(db, scope, query, max);
}

/**
 * The ids of every matching task in the list's order, up to `max`: the export reads these
 * first, then the rows a batch at a time (tasksWithIds). Only the joins the sorts read.
 */
export async function taskIdsInOrder(
  db: DbOrTx,
  scope: Scope,
  query: TaskQuery,
  max: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .innerJoin(craftRecords, eq(craftRecords.id, tasks.craftRecordId))
    .leftJoin(locations, eq(locations.id, tasks.locationId))
    .leftJoin(companies, eq(companies.id, tasks.assignedCompanyId))
    .leftJoin(users, eq(users.id, tasks.createdBy))
    .where(conditions(scope, query))
    .orderBy(...ordering(query))
    .limit(max);
  return rows.map((r) => r.id);
}

/** The rows of these tasks that still match (in no order): one batch of an export. */
export function tasksWithIds(
  db: DbOrTx,
  scope: Scope,
  query: TaskQuery,
  ids: readonly string[],
): Promise<TaskRowData[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectRows(db).where(and(conditions(scope, query), inArray(tasks.id, [...ids])));
}

const KEYSET_COLUMNS: KeysetColumns = {
  created: tasks.timestampCreated,
  modified: tasks.timestampLastModified,
  id: tasks.id,
  deletedAt: tasks.deletedAt,
};

/**
 * The keys of a keyset page of a live list (deleted tasks included, as tombstones, when syncing
 * changes): the web list's scope and membership, in (timestamp, id) order.
 */
export function keysetTaskKeys(db: DbOrTx, scope: Scope, query: TaskQuery, read: KeysetRead) {
  return readKeysetKeys(db, tasks, KEYSET_COLUMNS, filterConditions(scope, query), read);
}

/** The list rows of these live tasks in the scope (in no order): a keyset page's items. */
export function liveTasksWithIds(db: DbOrTx, scope: Scope, ids: string[]) {
  return selectRows(db).where(and(liveTaskInScope(scope), inArray(tasks.id, ids)));
}

export function findTask(db: DbOrTx, scope: Scope, id: string) {
  return db.query.tasks.findFirst({ where: and(eq(tasks.id, id), taskScope(scope)) });
}

/** Open-task counts of several lists at once (the dashboard badges), in the scope. */
export async function countTasks(
  db: DbOrTx,
  scope: Scope,
  craftType: number | null,
  lists: Record<string, TTaskListCriteria>,
) {
  const columns = Object.fromEntries(
    Object.entries(lists).map(([name, criteria]) => [
      name,
      sql<number>`count(*) filter (where ${criteriaCondition(criteria) ?? sql`true`})`.mapWith(
        Number,
      ),
    ]),
  );
  const [row] = await db
    .select(columns)
    .from(tasks)
    .where(
      and(liveTaskInScope(scope), craftType === null ? undefined : eq(tasks.craftType, craftType)),
    );
  return (row ?? {}) as Record<string, number>;
}

/** A list row as the task lists answer it (shared by every list of tasks). */
export function toTaskRow(row: TaskRowData) {
  return {
    id: row.id,
    refPath: taskRefPath(row.siteKey, row.id),
    craftRecordId: row.craftRecordId,
    craftRecordTitle: row.craftRecordTitle,
    craftRecordDeleted: row.craftRecordDeleted,
    title: row.title,
    description: row.description,
    taskStatus: row.taskStatus,
    taskType: row.taskType,
    craftType: row.craftType,
    locationId: row.locationId,
    locationTitle: row.locationTitle,
    assignedCompanyId: row.assignedCompanyId,
    assignedCompanyName: row.assignedCompanyName,
    urgent: row.urgent,
    nextOpportunity: row.nextOpportunity,
    workOrder: row.workOrder,
    thumbnailUrl: row.thumbnailUrl,
    createdById: row.createdById,
    createdByName: row.createdByName,
    timestampCreated: row.timestampCreated.toISOString(),
    timestampScheduled: row.timestampScheduled?.toISOString() ?? null,
    timestampTaskCompleted: row.timestampTaskCompleted?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    deletedByName: row.deletedByName,
  };
}

/** The task lists' CSV columns and lines (written out by toCsv). */
export function taskCsvTable(rows: readonly TaskRowData[], timeZone: string) {
  const when = (d: Date | null) => (d ? formatListDateTime(d, timeZone) : null);
  const headers = [
    'id',
    'title',
    'description',
    'status',
    'task type',
    'craft type',
    'location',
    'assigned company',
    'urgent',
    'work order',
    'scheduled',
    'completed',
    'created',
    'created by',
    'craft record id',
    'craft record',
  ];
  const lines = rows.map((t) => [
    t.id,
    t.title,
    t.description,
    taskStatusName(t.taskStatus),
    taskTypeName(t.taskType),
    craftTypeName(t.craftType),
    t.locationTitle ?? '[No location]',
    t.assignedCompanyName ?? (t.assignedCompanyId ? '[Unavailable]' : null),
    formatBoolean(t.urgent),
    t.workOrder,
    when(t.timestampScheduled),
    when(t.timestampTaskCompleted),
    when(t.timestampCreated),
    t.createdByName ?? '[Unavailable]',
    t.craftRecordId,
    t.craftRecordTitle,
  ]);
  return { headers, lines };
}
