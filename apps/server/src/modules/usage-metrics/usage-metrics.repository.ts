import { and, asc, count, eq, gte, inArray, isNull, lt, max, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  seesEveryMember,
  type TUsageCompanyCounts,
  type TUsageMetricsFilter,
  type TUsageSortField,
} from '@craftwork/domain/usage/usage-metrics';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { ListPage } from '../../db/paged-list.ts';
import { searchMatch } from '../../db/search.ts';
import { companies, craftRecords, signIns, siteUsers, tasks, users } from '../../db/schema.ts';
import { approvedMember, approvedMemberOf } from '../../access/scope-filters.ts';

/**
 * Usage metrics' reads (decision 147): the site's approved members in the caller's scope, each
 * with their sign-ins (in the range, and the last one ever), and the craft records and tasks
 * they created on this site in the range (deleted ones too: they were created). Each count is
 * one grouped subquery joined to the members, so a page sorts by any of them.
 */

/** The query once its site days are instants (the site's time zone). */
export type UsageQuery = Omit<TUsageMetricsFilter, 'from' | 'to' | 'noSignInDays'> & {
  start: Date;
  end: Date;
  /** Members whose last sign-in is before this (or who never signed in); null: everyone. */
  noSignInSince: Date | null;
};

/** The range and company filter of the counts by company. */
export type UsageRangeQuery = { start: Date; end: Date; companyId: string | null };

/**
 * Plant personnel and site admins see every approved member; a company user their company's
 * members; a member of no company only themselves.
 */
function scopeCondition(scope: Scope): SQL | undefined {
  if (seesEveryMember(scope.permissions)) return undefined;
  return scope.companyId === null
    ? eq(siteUsers.userId, scope.userId)
    : eq(siteUsers.companyId, scope.companyId);
}

/** The site's approved members' ids (the subqueries count only theirs). */
function memberIds(db: DbOrTx, siteKey: string) {
  return db.select({ userId: siteUsers.userId }).from(siteUsers).where(approvedMemberOf(siteKey));
}

function subqueries(db: DbOrTx, siteKey: string, start: Date, end: Date) {
  const inRange = (column: SQL | typeof signIns.at) =>
    sql`${column} >= ${start.toISOString()}::timestamptz and ${column} < ${end.toISOString()}::timestamptz`;
  const signInStats = db
    .select({
      userId: signIns.userId,
      signIns: sql<number>`(count(*) filter (where ${inRange(signIns.at)}))::int`.as('sign_ins'),
      lastSignIn: max(signIns.at).as('last_sign_in'),
    })
    .from(signIns)
    .where(inArray(signIns.userId, memberIds(db, siteKey)))
    .groupBy(signIns.userId)
    .as('sign_in_stats');
  const recordStats = db
    .select({
      userId: sql<string>`${craftRecords.createdBy}`.as('record_user_id'),
      records: sql<number>`count(*)::int`.as('records_created'),
    })
    .from(craftRecords)
    .where(
      and(
        eq(craftRecords.siteKey, siteKey),
        gte(craftRecords.timestampRecordCreated, start),
        lt(craftRecords.timestampRecordCreated, end),
      ),
    )
    .groupBy(craftRecords.createdBy)
    .as('record_stats');
  const taskStats = db
    .select({
      userId: sql<string>`${tasks.createdBy}`.as('task_user_id'),
      tasks: sql<number>`count(*)::int`.as('tasks_created'),
    })
    .from(tasks)
    .where(
      and(
        eq(tasks.siteKey, siteKey),
        gte(tasks.timestampCreated, start),
        lt(tasks.timestampCreated, end),
      ),
    )
    .groupBy(tasks.createdBy)
    .as('task_stats');
  return { signInStats, recordStats, taskStats };
}

type Stats = ReturnType<typeof subqueries>;

/** A member's company name while the company is there ('' without one or once deleted). */
const COMPANY_NAME = sql<string>`coalesce(case when ${companies.deletedAt} is null then ${companies.name} end, '')`;

function columns({ signInStats, recordStats, taskStats }: Stats) {
  return {
    id: users.id,
    name: users.name,
    email: users.email,
    companyId: siteUsers.companyId,
    company: COMPANY_NAME,
    appLastOpened: users.appLastOpenedAt,
    signIns: sql<number>`coalesce(${signInStats.signIns}, 0)`.mapWith(Number),
    lastSignIn: sql<Date | null>`${signInStats.lastSignIn}`.mapWith((v: string | Date | null) =>
      v === null ? null : new Date(v),
    ),
    recordsCreated: sql<number>`coalesce(${recordStats.records}, 0)`.mapWith(Number),
    tasksCreated: sql<number>`coalesce(${taskStats.tasks}, 0)`.mapWith(Number),
  };
}

function sorts(stats: Stats): Record<TUsageSortField, SQL> {
  return {
    name: sql`lower(${users.name})`,
    email: sql`lower(${users.email})`,
    company: sql`lower(nullif(${COMPANY_NAME}, ''))`,
    appLastOpened: sql`${users.appLastOpenedAt}`,
    signIns: sql`coalesce(${stats.signInStats.signIns}, 0)`,
    lastSignIn: sql`${stats.signInStats.lastSignIn}`,
    recordsCreated: sql`coalesce(${stats.recordStats.records}, 0)`,
    tasksCreated: sql`coalesce(${stats.taskStats.tasks}, 0)`,
  };
}

/** What the search box matches: the user's name and e-mail, and the company. */
const HAYSTACK = sql`lower(${users.name} || ' ' || ${users.email} || ' ' || ${COMPANY_NAME})`;

function memberConditions(scope: Scope, companyId: string | null): SQL | undefined {
  return and(
    eq(siteUsers.siteKey, scope.siteKey),
    approvedMember(),
    scopeCondition(scope),
    companyId === null ? undefined : eq(siteUsers.companyId, companyId),
  );
}

function conditions(scope: Scope, query: UsageQuery, stats: Stats): SQL | undefined {
  return and(
    memberConditions(scope, query.companyId),
    searchMatch(HAYSTACK, query.search),
    query.noSignInSince === null
      ? undefined
      : or(
          isNull(stats.signInStats.lastSignIn),
          sql`${stats.signInStats.lastSignIn} < ${query.noSignInSince.toISOString()}::timestamptz`,
        ),
  );
}

/** The chosen column (empty values last), then the name and id so pages never overlap. */
function ordering(query: UsageQuery, stats: Stats): SQL[] {
  const sort = query.sort ?? { field: 'signIns', direction: 'desc' };
  const expression = sorts(stats)[sort.field];
  return [
    sort.direction === 'asc'
      ? sql`${expression} asc nulls last`
      : sql`${expression} desc nulls last`,
    sql`lower(${users.name}) asc`,
    asc(users.id),
  ];
}

/** The members joined with their company and counts (drizzle's dynamic query pattern). */
function withStats<T extends PgSelect>(query: T, stats: Stats) {
  return query
    .innerJoin(users, eq(users.id, siteUsers.userId))
    .leftJoin(
      companies,
      and(eq(companies.id, siteUsers.companyId), eq(companies.siteKey, siteUsers.siteKey)),
    )
    .leftJoin(stats.signInStats, eq(stats.signInStats.userId, siteUsers.userId))
    .leftJoin(stats.recordStats, eq(stats.recordStats.userId, siteUsers.userId))
    .leftJoin(stats.taskStats, eq(stats.taskStats.userId, siteUsers.userId));
}

function selectRows(db: DbOrTx, stats: Stats) {
  return withStats(db.select(columns(stats)).from(siteUsers).$dynamic(), stats);
}

export type UsageRowData = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

/** A page of the members, and how many match in all. */
export async function pageUsage(
  db: DbOrTx,
  scope: Scope,
  query: UsageQuery,
  page: ListPage,
): Promise<{ rows: UsageRowData[]; total: number }> {
  const stats = subqueries(db, scope.siteKey, query.start, query.end);
  const where = conditions(scope, query, stats);
  const [rows, counted] = await Promise.all([
    selectRows(db, stats)
      .where(where)
      .orderBy(...ordering(query, stats))
      .limit(page.pageSize)
      .offset(page.page * page.pageSize),
    withStats(db.select({ n: count() }).from(siteUsers).$dynamic(), stats).where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/** Every matching member (the export), up to `max`, in the list's order. */
export async function allUsage(
  db: DbOrTx,
  scope: Scope,
  query: UsageQuery,
  maxRows: number,
): Promise<UsageRowData[]> {
  const stats = subqueries(db, scope.siteKey, query.start, query.end);
  return selectRows(db, stats)
    .where(conditions(scope, query, stats))
    .orderBy(...ordering(query, stats))
    .limit(maxRows);
}

/**
 * The counts per company of the members in scope: members, those who signed in within the
 * range, their sign-ins, and the records and tasks they created; companies by name, members
 * of no company last.
 */
export async function usageByCompany(
  db: DbOrTx,
  scope: Scope,
  query: UsageRangeQuery,
): Promise<TUsageCompanyCounts[]> {
  const stats = subqueries(db, scope.siteKey, query.start, query.end);
  const signInCount = sql`coalesce(${stats.signInStats.signIns}, 0)`;
  const rows = await db
    .select({
      companyId: siteUsers.companyId,
      company: COMPANY_NAME,
      users: sql<number>`count(*)::int`,
      activeUsers: sql<number>`(count(*) filter (where ${signInCount} > 0))::int`,
      signIns: sql<number>`sum(${signInCount})::int`,
      recordsCreated: sql<number>`sum(coalesce(${stats.recordStats.records}, 0))::int`,
      tasksCreated: sql<number>`sum(coalesce(${stats.taskStats.tasks}, 0))::int`,
    })
    .from(siteUsers)
    .leftJoin(
      companies,
      and(eq(companies.id, siteUsers.companyId), eq(companies.siteKey, siteUsers.siteKey)),
    )
    .leftJoin(stats.signInStats, eq(stats.signInStats.userId, siteUsers.userId))
    .leftJoin(stats.recordStats, eq(stats.recordStats.userId, siteUsers.userId))
    .leftJoin(stats.taskStats, eq(stats.taskStats.userId, siteUsers.userId))
    .where(memberConditions(scope, query.companyId))
    .groupBy(siteUsers.companyId, companies.name, companies.deletedAt)
    .orderBy(
      sql`${siteUsers.companyId} is null`,
      sql`lower(nullif(${COMPANY_NAME}, '')) asc nulls last`,
      sql`${siteUsers.companyId} asc`,
    );
  return rows;
}

/** The company filter's choices: plant personnel and site admins every company; others theirs. */
export function companyOptions(db: DbOrTx, scope: Scope) {
  const everyCompany = seesEveryMember(scope.permissions);
  const own = everyCompany
    ? undefined
    : scope.companyId === null
      ? sql`false`
      : eq(companies.id, scope.companyId);
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.siteKey, scope.siteKey), isNull(companies.deletedAt), own))
    .orderBy(asc(companies.name), asc(companies.id));
}
