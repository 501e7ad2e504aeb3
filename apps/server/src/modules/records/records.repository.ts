import {
  aliasedTable,
  and,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  TCraftRecordSortField,
  TDeletedCraftRecordListFilter,
} from '@craftwork/domain/lists/queries';
import type { Scope } from '../../access/scope.ts';
import { craftRecordScope } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import { readKeysetKeys, type KeysetColumns, type KeysetRead } from '../../db/keyset.ts';
import { listOrdering, listReader, type ListPage } from '../../db/paged-list.ts';
import { craftRecordHaystack, isSearch, searchMatch } from '../../db/search.ts';
import { assets, craftRecords, locations, users } from '../../db/schema.ts';
import { isClosedTaskSql, isOpenTaskSql } from '../../db/task-status-sql.ts';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';

const deleter = aliasedTable(users, 'deleter');

/**
 * The standing scaffolds the scope may see, as SQL: live, open Scaffolding records marked
 * installed (`isInstalledScaffold` in the domain). The dashboard counts them and the Map View
 * pins them.
 */
export function standingScaffoldCondition(scope: Scope): SQL | undefined {
  return and(
    craftRecordScope(scope),
    isNull(craftRecords.deletedAt),
    eq(craftRecords.craftType, CRAFT_TYPE.SCAFFOLDING),
    eq(craftRecords.open, true),
    eq(craftRecords.installed, true),
    isNotNull(craftRecords.timestampMarkedInstalled),
  );
}

export type CraftRecordQuery = TDeletedCraftRecordListFilter & {
  /** 'open' / 'closed' for the live lists, 'deleted' for the deleted list. */
  state: 'open' | 'closed' | 'deleted';
};

/** Whole days standing, as the domain's standingDays computes it, for sorting in SQL. */
const standingSeconds = sql`case when ${craftRecords.installed} and ${craftRecords.timestampMarkedInstalled} is not null
  then extract(epoch from (case when ${craftRecords.open} then now() else coalesce(${craftRecords.timestampRecordClosed}, now()) end) - ${craftRecords.timestampMarkedInstalled}) end`;

const SORTS: Record<TCraftRecordSortField, SQL> = {
  title: sql`${craftRecords.title}`,
  description: sql`${craftRecords.description}`,
  tagNumber: sql`${craftRecords.tagNumber}`,
  workOrder: sql`${craftRecords.workOrder}`,
  jobID: sql`${craftRecords.craftDetails}->>'jobID'`,
  purchaseOrder: sql`${craftRecords.purchaseOrder}`,
  location: sql`${locations.title}`,
  numOpenTasks: sql`${craftRecords.numOpenTasks}`,
  installed: sql`${craftRecords.installed}`,
  standingDays: standingSeconds,
  createdBy: sql`${users.name}`,
  timestampRecordCreated: sql`${craftRecords.timestampRecordCreated}`,
  asset: sql`${assets.title}`,
};

/**
 * The sorts whose value is never empty: written without NULLS LAST, so the creation index
 * (site, created, id) serves the default newest-first order read backwards.
 */
const NEVER_EMPTY = new Set<TCraftRecordSortField>([
  'title',
  'description',
  'numOpenTasks',
  'timestampRecordCreated',
]);

function conditions(scope: Scope, query: CraftRecordQuery): SQL | undefined {
  return and(
    query.state === 'deleted' ? isNotNull(craftRecords.deletedAt) : isNull(craftRecords.deletedAt),
    filterConditions(scope, query),
  );
}

/** The scope and the list's filter, deleted or not. */
function filterConditions(scope: Scope, query: CraftRecordQuery): SQL | undefined {
  return and(
    craftRecordScope(scope),
    query.state === 'open' ? eq(craftRecords.open, true) : undefined,
    query.state === 'closed' ? eq(craftRecords.open, false) : undefined,
    query.craftType === null ? undefined : eq(craftRecords.craftType, query.craftType),
    query.locationIds === null
      ? undefined
      : query.locationIds.length
        ? inArray(craftRecords.locationId, query.locationIds)
        : sql`false`,
    query.installed === null ? undefined : eq(craftRecords.installed, query.installed),
    searchMatch(craftRecordHaystack, query.search),
  );
}

function selectRows(db: DbOrTx) {
  return db
    .select({
      id: craftRecords.id,
      siteKey: craftRecords.siteKey,
      title: craftRecords.title,
      description: craftRecords.description,
      craftType: craftRecords.craftType,
      craftDetails: craftRecords.craftDetails,
      locationId: craftRecords.locationId,
      locationTitle: locations.title,
      assetId: craftRecords.assetId,
      assetName: assets.title,
      open: craftRecords.open,
      installed: craftRecords.installed,
      numOpenTasks: craftRecords.numOpenTasks,
      numClosedTasks: craftRecords.numClosedTasks,
      thumbnailUrl: craftRecords.thumbnailUrl,
      createdById: craftRecords.createdBy,
      createdByName: users.name,
      timestampRecordCreated: craftRecords.timestampRecordCreated,
      timestampRecordClosed: craftRecords.timestampRecordClosed,
      timestampMarkedInstalled: craftRecords.timestampMarkedInstalled,
      deletedAt: craftRecords.deletedAt,
      deletedByName: deleter.name,
    })
    .from(craftRecords)
    .leftJoin(locations, eq(locations.id, craftRecords.locationId))
    .leftJoin(users, eq(users.id, craftRecords.createdBy))
    .leftJoin(assets, and(eq(assets.id, craftRecords.assetId), isNull(assets.deletedAt)))
    .leftJoin(deleter, eq(deleter.id, craftRecords.deletedBy));
}

export type CraftRecordRowData = Awaited<
  ReturnType<ReturnType<typeof selectRows>['execute']>
>[number];

function ordering(query: CraftRecordQuery) {
  const sort = query.sort ?? { field: 'timestampRecordCreated', direction: 'desc' as const };
  const first = query.state === 'deleted' && !query.sort ? [desc(craftRecords.deletedAt)] : [];
  return listOrdering(SORTS, sort, craftRecords.id, first, NEVER_EMPTY);
}

const craftRecordList = listReader({
  select: selectRows,
  table: craftRecords,
  where: conditions,
  order: ordering,
  estimable: (query) => !isSearch(query.search),
});

/** A page of craft records in the scope, and how many match in all. */
export function pageCraftRecords(
  db: DbOrTx,
  scope: Scope,
  query: CraftRecordQuery,
  page: ListPage,
) {
  return craftRecordList.page(db, scope, query, page);
}

/** Every matching craft record (for exports), up to `max`. */
export function allCraftRecords(db: DbOrTx, scope: Scope, query: CraftRecordQuery, max: number) {
  return craftRecordList.all(db, scope, query, max);
}

export function findCraftRecord(db: DbOrTx, scope: Scope, id: string) {
  return db.query.craftRecords.findFirst({
    where: and(eq(craftRecords.id, id), craftRecordScope(scope)),
  });
}

/**
 * Recomputes a record's task counters and authorized companies from its live tasks, in the
 * caller's transaction, so they stay consistent with every task write.
 */
export async function recountCraftRecord(tx: DbOrTx, craftRecordId: string) {
  await tx.execute(sql`
    update craft_records r set
      num_open_tasks = coalesce(c.open_count, 0),
      num_closed_tasks = coalesce(c.closed_count, 0),
      open_task_types = coalesce(c.open_types, '{}'),
      closed_task_types = coalesce(c.closed_types, '{}'),
      authorized_companies = (
        select coalesce(array_agg(distinct x), '{}') from unnest(r.authorized_companies || coalesce(c.companies, '{}')) x
      )
    from (select 1) one
    left join lateral (
      select
        count(*) filter (where ${isOpenTaskSql}) as open_count,
        count(*) filter (where ${isClosedTaskSql}) as closed_count,
        array_agg(distinct task_type) filter (where ${isOpenTaskSql}) as open_types,
        array_agg(distinct task_type) filter (where ${isClosedTaskSql}) as closed_types,
        array_agg(distinct assigned_company_id) filter (where assigned_company_id is not null) as companies
      from tasks where craft_record_id = ${craftRecordId} and deleted_at is null
    ) c on true
    where r.id = ${craftRecordId}`);
}

const KEYSET_COLUMNS: KeysetColumns = {
  created: craftRecords.timestampRecordCreated,
  modified: craftRecords.timestampLastModified,
  id: craftRecords.id,
  deletedAt: craftRecords.deletedAt,
};

/**
 * The keys of a keyset page of the live list's filter (deleted records included, as tombstones,
 * when syncing changes): the web list's scope and filter, in (timestamp, id) order.
 */
export function keysetCraftRecordKeys(
  db: DbOrTx,
  scope: Scope,
  query: CraftRecordQuery,
  read: KeysetRead,
) {
  return readKeysetKeys(db, craftRecords, KEYSET_COLUMNS, filterConditions(scope, query), read);
}

/** The list rows of these live records in the scope (in no order): a keyset page's items. */
export function craftRecordsWithIds(db: DbOrTx, scope: Scope, ids: string[]) {
  return selectRows(db).where(
    and(craftRecordScope(scope), isNull(craftRecords.deletedAt), inArray(craftRecords.id, ids)),
  );
}
