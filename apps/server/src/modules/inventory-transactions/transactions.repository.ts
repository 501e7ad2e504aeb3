import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { INVENTORY_TRANSACTION_TYPES } from '@craftwork/domain/catalogues/inventory';
import type {
  TTransactionListFilter,
  TTransactionSortField,
} from '@craftwork/domain/inventory/transaction-list';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { readKeysetKeys, type KeysetColumns, type KeysetRead } from '../../db/keyset.ts';
import type { ListPage } from '../../db/paged-list.ts';
import { searchMatch } from '../../db/search.ts';
import {
  companies,
  craftRecords,
  inventoryObjects,
  inventoryTransactions as tx,
  locations,
  tasks,
  users,
} from '../../db/schema.ts';

/**
 * The Inventory Transactions list's reads (decision 133): the site's transactions in the
 * caller's scope, each joined once (left joins) with the names it shows. The newest-first
 * order is the order of the index (site_key, timestamp_created desc, id), so a page reads
 * only its rows; the count reads the same conditions.
 */

/** A reference's name while it is there: null when deleted (the cell says [Unavailable]). */
const liveName = (name: SQL, deletedAt: AnyPgColumn) =>
  sql<string | null>`case when ${deletedAt} is null then ${name} end`;

const NAMES = {
  object: liveName(sql`${inventoryObjects.title}`, inventoryObjects.deletedAt),
  user: sql<string | null>`${users.name}`,
  company: liveName(sql`${companies.name}`, companies.deletedAt),
  location: liveName(sql`${locations.title}`, locations.deletedAt),
  craftRecord: liveName(sql`${craftRecords.title}`, craftRecords.deletedAt),
  task: liveName(sql`${tasks.title}`, tasks.deletedAt),
};

/** The catalogue's label of a type, lower-cased, so Type sorts as it reads (correction ... among the others). */
const TYPE_LABEL = sql`case ${tx.type} ${sql.join(
  INVENTORY_TRANSACTION_TYPES.map((t) => sql`when ${t.code} then ${t.label.toLowerCase()}`),
  sql` `,
)} end`;

const SORTS: Record<Exclude<TTransactionSortField, 'created'>, SQL> = {
  object: NAMES.object,
  user: NAMES.user,
  company: NAMES.company,
  type: TYPE_LABEL,
  value: sql`${tx.value}`,
  location: NAMES.location,
  craftRecord: NAMES.craftRecord,
  task: NAMES.task,
  reason: sql`${tx.reason}`,
};

/** What the search box matches: the object, record and task titles, the user and company. */
const HAYSTACK = sql`lower(coalesce(${NAMES.object}, '') || ' ' || coalesce(${NAMES.craftRecord}, '') || ' ' || coalesce(${NAMES.task}, '') || ' ' || coalesce(${NAMES.user}, '') || ' ' || coalesce(${NAMES.company}, ''))`;

/** The query's conditions once its days are instants (the site's time zone). */
export type TransactionQuery = Omit<TTransactionListFilter, 'from' | 'to'> & {
  start: Date | null;
  end: Date | null;
};

/** Plant personnel see every transaction of the site; company users their company's. */
function scopeCondition(scope: Scope): SQL | undefined {
  if (scope.isPlantPersonnel) return undefined;
  return scope.companyId === null ? sql`false` : eq(tx.companyId, scope.companyId);
}

function conditions(scope: Scope, query: TransactionQuery): SQL | undefined {
  return and(
    eq(tx.siteKey, scope.siteKey),
    isNull(tx.deletedAt),
    scopeCondition(scope),
    query.types?.length ? inArray(tx.type, query.types) : undefined,
    query.objectId === null ? undefined : eq(tx.objectId, query.objectId),
    query.companyId === null ? undefined : eq(tx.companyId, query.companyId),
    query.start ? gte(tx.timestampCreated, query.start) : undefined,
    query.end ? lt(tx.timestampCreated, query.end) : undefined,
    searchMatch(HAYSTACK, query.search),
  );
}

/**
 * Newest first follows the index exactly (created desc, id asc; ascending reads it backwards);
 * another column sorts with its empty cells last, then newest first.
 */
function ordering(query: TransactionQuery): SQL[] {
  const sort = query.sort ?? { field: 'created', direction: 'desc' };
  const newestFirst = [desc(tx.timestampCreated), asc(tx.id)];
  if (sort.field === 'created') {
    return sort.direction === 'desc' ? newestFirst : [asc(tx.timestampCreated), desc(tx.id)];
  }
  const expression = SORTS[sort.field];
  return [
    sort.direction === 'asc'
      ? sql`${expression} asc nulls last`
      : sql`${expression} desc nulls last`,
    ...newestFirst,
  ];
}

function selectRows(db: DbOrTx) {
  return db
    .select({
      id: tx.id,
      timestampCreated: tx.timestampCreated,
      type: tx.type,
      value: tx.value,
      reason: tx.reason,
      objectId: tx.objectId,
      objectName: NAMES.object,
      userId: tx.userId,
      userName: NAMES.user,
      companyId: tx.companyId,
      companyName: NAMES.company,
      locationId: tx.locationId,
      locationName: NAMES.location,
      craftRecordId: tx.parentRecordId,
      craftRecordName: NAMES.craftRecord,
      taskId: tx.taskId,
      taskName: NAMES.task,
    })
    .from(tx)
    .leftJoin(inventoryObjects, eq(inventoryObjects.id, tx.objectId))
    .leftJoin(users, eq(users.id, tx.userId))
    .leftJoin(companies, and(eq(companies.id, tx.companyId), eq(companies.siteKey, tx.siteKey)))
    .leftJoin(locations, and(eq(locations.id, tx.locationId), eq(locations.siteKey, tx.siteKey)))
    .leftJoin(
      craftRecords,
      and(eq(craftRecords.id, tx.parentRecordId), eq(craftRecords.siteKey, tx.siteKey)),
    )
    .leftJoin(tasks, and(eq(tasks.id, tx.taskId), eq(tasks.siteKey, tx.siteKey)));
}

export type TransactionRowData = Awaited<
  ReturnType<ReturnType<typeof selectRows>['execute']>
>[number];

/**
 * How many transactions match. Without a search only the transactions table is read (an
 * index-only count); a search needs the names, so their joins come too.
 */
async function countRows(db: DbOrTx, scope: Scope, query: TransactionQuery): Promise<number> {
  const where = conditions(scope, query);
  if (query.search.trim() === '') {
    const [row] = await db.select({ n: count() }).from(tx).where(where);
    return row?.n ?? 0;
  }
  const [row] = await db
    .select({ n: count() })
    .from(tx)
    .leftJoin(inventoryObjects, eq(inventoryObjects.id, tx.objectId))
    .leftJoin(users, eq(users.id, tx.userId))
    .leftJoin(companies, and(eq(companies.id, tx.companyId), eq(companies.siteKey, tx.siteKey)))
    .leftJoin(
      craftRecords,
      and(eq(craftRecords.id, tx.parentRecordId), eq(craftRecords.siteKey, tx.siteKey)),
    )
    .leftJoin(tasks, and(eq(tasks.id, tx.taskId), eq(tasks.siteKey, tx.siteKey)))
    .where(where);
  return row?.n ?? 0;
}

/** A page of the caller's transactions, and how many match in all. */
export async function pageTransactions(
  db: DbOrTx,
  scope: Scope,
  query: TransactionQuery,
  page: ListPage,
): Promise<{ rows: TransactionRowData[]; total: number }> {
  const [rows, total] = await Promise.all([
    selectRows(db)
      .where(conditions(scope, query))
      .orderBy(...ordering(query))
      .limit(page.pageSize)
      .offset(page.page * page.pageSize),
    countRows(db, scope, query),
  ]);
  return { rows, total };
}

const KEYSET_COLUMNS: KeysetColumns = {
  created: tx.timestampCreated,
  modified: tx.timestampLastModified,
  id: tx.id,
  deletedAt: tx.deletedAt,
};

/** The keys of a keyset page of the caller's transactions (the list's filter), by creation. */
export function keysetTransactionKeys(
  db: DbOrTx,
  scope: Scope,
  query: TransactionQuery,
  read: KeysetRead,
) {
  return readKeysetKeys(db, tx, KEYSET_COLUMNS, conditions(scope, query), read);
}

/** The list rows of these live transactions of the caller (in no order): a keyset page's items. */
export function transactionsWithIds(db: DbOrTx, scope: Scope, ids: string[]) {
  return selectRows(db).where(
    and(
      eq(tx.siteKey, scope.siteKey),
      isNull(tx.deletedAt),
      scopeCondition(scope),
      inArray(tx.id, ids),
    ),
  );
}

/** Every matching transaction (the export), up to `max`, in the list's order. */
export function allTransactions(db: DbOrTx, scope: Scope, query: TransactionQuery, max: number) {
  return selectRows(db)
    .where(conditions(scope, query))
    .orderBy(...ordering(query))
    .limit(max);
}

/**
 * The filter selects' choices: the objects the caller may see (plant personnel every one;
 * company users those authorized for every company or theirs: seesInventoryObject) and the
 * companies (plant personnel every one of the site; company users their own).
 */
export async function filterOptions(db: DbOrTx, scope: Scope) {
  const objectScope = scope.isPlantPersonnel
    ? undefined
    : or(
        sql`cardinality(${inventoryObjects.authorizedCompanies}) = 0`,
        scope.companyId === null
          ? sql`false`
          : sql`${scope.companyId} = any(${inventoryObjects.authorizedCompanies})`,
      );
  const companyScope = scope.isPlantPersonnel
    ? undefined
    : scope.companyId === null
      ? sql`false`
      : eq(companies.id, scope.companyId);
  const [objectRows, companyRows] = await Promise.all([
    db
      .select({ id: inventoryObjects.id, title: inventoryObjects.title })
      .from(inventoryObjects)
      .where(
        and(
          eq(inventoryObjects.siteKey, scope.siteKey),
          isNull(inventoryObjects.deletedAt),
          objectScope,
        ),
      )
      .orderBy(asc(inventoryObjects.title), asc(inventoryObjects.id)),
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(and(eq(companies.siteKey, scope.siteKey), isNull(companies.deletedAt), companyScope))
      .orderBy(asc(companies.name), asc(companies.id)),
  ]);
  return { objects: objectRows, companies: companyRows };
}
