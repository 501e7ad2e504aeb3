import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import { INVENTORY_STATUS } from '@craftwork/domain/catalogues/inventory';
import {
  DEFAULT_INVENTORY_OBJECT_SORT,
  SERVER_MODIFIER,
  type TInventoryObjectListFilter,
  type TInventoryObjectSortField,
} from '@craftwork/domain/inventory/objects';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { readKeysetKeys, type KeysetColumns, type KeysetRead } from '../../db/keyset.ts';
import { listOrdering, listReader, type ListPage } from '../../db/paged-list.ts';
import {
  companies,
  craftRecords,
  inventoryObjects,
  inventoryStock,
  inventoryTransactions,
  locations,
  tasks,
  users,
} from '../../db/schema.ts';
import { searchMatch } from '../../db/search.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';

/** The inventory-object queries: the scoped list, one object, its stock rows and its history. */

export type InventoryObject = typeof inventoryObjects.$inferSelect;

/**
 * The objects a caller sees (spec part 3, section 6): plant personnel every one of the site;
 * company users those authorized for every company (an empty list) or for theirs. Never deleted.
 */
export function inventoryObjectScope(scope: Scope): SQL | undefined {
  const live = and(eq(inventoryObjects.siteKey, scope.siteKey), isNull(inventoryObjects.deletedAt));
  if (scope.permissions.isPlantPersonnel) return live;
  const everyCompany = sql`cardinality(${inventoryObjects.authorizedCompanies}) = 0`;
  if (scope.companyId === null) return and(live, everyCompany);
  return and(
    live,
    sql`(${everyCompany} or ${scope.companyId} = any(${inventoryObjects.authorizedCompanies}))`,
  );
}

const modifierName = sql<string>`coalesce(${users.name}, ${SERVER_MODIFIER})`;

const SORTS: Readonly<Record<TInventoryObjectSortField, SQL>> = {
  title: sql`lower(${inventoryObjects.title})`,
  quantityAvailable: sql`${inventoryObjects.quantityAvailable}`,
  quantityAwaitingPickup: sql`${inventoryObjects.quantityAwaitingPickup}`,
  quantityInUse: sql`${inventoryObjects.quantityInUse}`,
  quantityReserved: sql`${inventoryObjects.quantityReserved}`,
  status: sql`${inventoryObjects.status}`,
  timestampLastModified: sql`${inventoryObjects.timestampLastModified}`,
  lastModifiedBy: sql`lower(${modifierName})`,
};

const STATUS_OF = { active: INVENTORY_STATUS.ACTIVE, inactive: INVENTORY_STATUS.INACTIVE } as const;

/**
 * The list's filter, and a report's narrowing (empty or absent: none): objects of any of these
 * craft types, objects with a stock row at any of these locations.
 */
export type InventoryObjectQuery = TInventoryObjectListFilter & {
  craftTypes?: readonly number[];
  locationIds?: readonly string[];
};

function listWhere(scope: Scope, filter: InventoryObjectQuery): SQL | undefined {
  return and(
    filter.craftTypes?.length
      ? arrayOverlaps(inventoryObjects.craftTypes, [...filter.craftTypes])
      : undefined,
    filter.locationIds?.length
      ? sql`exists (select 1 from ${inventoryStock} where ${inventoryStock.objectId} = ${inventoryObjects.id} and ${inArray(inventoryStock.locationId, [...filter.locationIds])})`
      : undefined,
    inventoryObjectScope(scope),
    searchMatch(sql`lower(${inventoryObjects.title})`, filter.search),
    filter.status === 'all' ? undefined : eq(inventoryObjects.status, STATUS_OF[filter.status]),
    filter.lowOnly
      ? sql`${inventoryObjects.quantityAvailable} <= ${inventoryObjects.lowQuantityThreshold}`
      : undefined,
  );
}

const listColumns = {
  id: inventoryObjects.id,
  title: inventoryObjects.title,
  quantityAvailable: inventoryObjects.quantityAvailable,
  quantityAwaitingPickup: inventoryObjects.quantityAwaitingPickup,
  quantityInUse: inventoryObjects.quantityInUse,
  quantityReserved: inventoryObjects.quantityReserved,
  lowQuantityThreshold: inventoryObjects.lowQuantityThreshold,
  status: inventoryObjects.status,
  authorizedCompanies: inventoryObjects.authorizedCompanies,
  timestampLastModified: inventoryObjects.timestampLastModified,
  modifiedBy: modifierName,
};

export type InventoryObjectListRow = {
  id: string;
  title: string;
  quantityAvailable: number;
  quantityAwaitingPickup: number;
  quantityInUse: number;
  quantityReserved: number;
  lowQuantityThreshold: number;
  status: number;
  authorizedCompanies: string[];
  timestampLastModified: Date;
  modifiedBy: string;
};

const listSelect = (db: DbOrTx) =>
  db
    .select(listColumns)
    .from(inventoryObjects)
    .leftJoin(users, eq(users.id, inventoryObjects.lastModifiedBy));

const listOrder = (filter: InventoryObjectQuery) =>
  listOrdering(SORTS, filter.sort ?? DEFAULT_INVENTORY_OBJECT_SORT, inventoryObjects.id);

/** The list's two reads: a page with the count, and every filtered row. */
export const inventoryObjectList = listReader<Scope, InventoryObjectQuery, InventoryObjectListRow>({
  select: listSelect,
  table: inventoryObjects,
  where: listWhere,
  order: listOrder,
});

const KEYSET_COLUMNS: KeysetColumns = {
  created: inventoryObjects.createdAt,
  modified: inventoryObjects.timestampLastModified,
  id: inventoryObjects.id,
  deletedAt: inventoryObjects.deletedAt,
};

/** The keys of a keyset page of the objects the caller sees (the list's filter), by creation. */
export function keysetInventoryObjectKeys(
  db: DbOrTx,
  scope: Scope,
  filter: InventoryObjectQuery,
  read: KeysetRead,
) {
  return readKeysetKeys(db, inventoryObjects, KEYSET_COLUMNS, listWhere(scope, filter), read);
}

/** The list rows of these objects the caller sees (in no order): a keyset page's items. */
export function visibleInventoryObjectsWithIds(db: DbOrTx, scope: Scope, ids: string[]) {
  return listSelect(db).where(and(inventoryObjectScope(scope), inArray(inventoryObjects.id, ids)));
}

/** The ids of every filtered object in the list's order, up to `max` (the export's first read). */
export async function inventoryObjectIdsInOrder(
  db: DbOrTx,
  scope: Scope,
  filter: InventoryObjectQuery,
  max: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: inventoryObjects.id })
    .from(inventoryObjects)
    .leftJoin(users, eq(users.id, inventoryObjects.lastModifiedBy))
    .where(listWhere(scope, filter))
    .orderBy(...listOrder(filter))
    .limit(max);
  return rows.map((r) => r.id);
}

/** The rows of these objects that still match the filter (in no order): one export batch. */
export function inventoryObjectsWithIds(
  db: DbOrTx,
  scope: Scope,
  filter: InventoryObjectQuery,
  ids: readonly string[],
): Promise<InventoryObjectListRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return listSelect(db).where(
    and(listWhere(scope, filter), inArray(inventoryObjects.id, [...ids])),
  );
}

/** One object the caller sees, with who last changed it; NOT_FOUND otherwise (hidden). */
export async function requireVisibleObject(db: DbOrTx, scope: Scope, id: string) {
  const [object] = await db
    .select({ ...listColumns, craftTypes: inventoryObjects.craftTypes })
    .from(inventoryObjects)
    .leftJoin(users, eq(users.id, inventoryObjects.lastModifiedBy))
    .where(and(eq(inventoryObjects.id, id), inventoryObjectScope(scope)));
  if (!object) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  return object;
}

/** One object the caller sees, locked for a change; NOT_FOUND otherwise. */
export async function requireVisibleObjectForUpdate(tx: DbOrTx, scope: Scope, id: string) {
  const [object] = await tx
    .select()
    .from(inventoryObjects)
    .where(and(eq(inventoryObjects.id, id), inventoryObjectScope(scope)))
    .for('update');
  if (!object) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  return object;
}

/**
 * An object's stock rows with their location's title: none for [No location]; a location
 * deleted since (or gone) reads as deleted, without its title ([Unavailable]).
 */
export function stockRowsOf(db: DbOrTx, objectId: string) {
  return db
    .select({
      id: inventoryStock.id,
      locationId: inventoryStock.locationId,
      locationTitle: locations.title,
      locationDeletedAt: locations.deletedAt,
      available: inventoryStock.available,
      awaitingPickup: inventoryStock.awaitingPickup,
      inUse: inventoryStock.inUse,
      reserved: inventoryStock.reserved,
      lowQuantityThreshold: inventoryStock.lowQuantityThreshold,
    })
    .from(inventoryStock)
    .leftJoin(locations, eq(locations.id, inventoryStock.locationId))
    .where(eq(inventoryStock.objectId, objectId))
    .orderBy(
      sql`${inventoryStock.locationId} is not null`,
      asc(locations.title),
      asc(inventoryStock.id),
    );
}

/**
 * Which of an object's transactions the caller sees: plant personnel every one; company users
 * their company's (as the Inventory Transactions list).
 */
function transactionScope(scope: Scope): SQL | undefined {
  if (scope.permissions.isPlantPersonnel) return undefined;
  if (scope.companyId === null) return sql`false`;
  return eq(inventoryTransactions.companyId, scope.companyId);
}

/**
 * A page of an object's live transactions the caller sees, newest first; lines of one save by
 * type, so a transfer reads as received above sent.
 */
export async function objectHistory(db: DbOrTx, scope: Scope, objectId: string, page: ListPage) {
  const where = and(
    eq(inventoryTransactions.siteKey, scope.siteKey),
    eq(inventoryTransactions.objectId, objectId),
    isNull(inventoryTransactions.deletedAt),
    transactionScope(scope),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: inventoryTransactions.id,
        type: inventoryTransactions.type,
        value: inventoryTransactions.value,
        locationId: inventoryTransactions.locationId,
        locationTitle: locations.title,
        locationDeletedAt: locations.deletedAt,
        userId: inventoryTransactions.userId,
        userName: users.name,
        companyId: inventoryTransactions.companyId,
        companyName: companies.name,
        recordId: inventoryTransactions.parentRecordId,
        recordTitle: craftRecords.title,
        taskId: inventoryTransactions.taskId,
        taskTitle: tasks.title,
        reason: inventoryTransactions.reason,
        pairId: inventoryTransactions.pairId,
        timestampCreated: inventoryTransactions.timestampCreated,
      })
      .from(inventoryTransactions)
      .leftJoin(locations, eq(locations.id, inventoryTransactions.locationId))
      .leftJoin(users, eq(users.id, inventoryTransactions.userId))
      .leftJoin(companies, eq(companies.id, inventoryTransactions.companyId))
      .leftJoin(
        craftRecords,
        and(
          eq(craftRecords.id, inventoryTransactions.parentRecordId),
          isNull(craftRecords.deletedAt),
        ),
      )
      .leftJoin(tasks, and(eq(tasks.id, inventoryTransactions.taskId), isNull(tasks.deletedAt)))
      .where(where)
      .orderBy(
        desc(inventoryTransactions.timestampCreated),
        desc(inventoryTransactions.type),
        desc(inventoryTransactions.id),
      )
      .limit(page.pageSize)
      .offset(page.page * page.pageSize),
    db.select({ n: count() }).from(inventoryTransactions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The ids among `ids` that are live companies of the site. */
export async function liveCompanyIds(db: DbOrTx, siteKey: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.siteKey, siteKey),
        inArray(companies.id, [...ids]),
        isNull(companies.deletedAt),
      ),
    );
  return rows.map((r) => r.id);
}

/** Whether a live location of the site has this id. */
