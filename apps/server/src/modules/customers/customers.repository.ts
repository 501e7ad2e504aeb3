import {
  aliasedTable,
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  CUSTOMER_MESSAGES,
  type TCustomerListInput,
  type TCustomerLocationRow,
  type TCustomerRow,
} from '@craftwork/domain/billing/customers';
import type { Scope } from '../../access/scope.ts';
import { liveTaskInScope } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import { craftRecords, customerLocations, customers, tasks } from '../../db/schema.ts';
import {
  keysetPage,
  readKeysetKeys,
  type KeysetColumns,
  type KeysetRead,
} from '../../db/keyset.ts';
import { searchMatch } from '../../db/search.ts';
import { AppError } from '../../errors.ts';

/** The customers queries: the site's list, one customer, its locations and its tasks. */

export type Customer = typeof customers.$inferSelect;
export type CustomerLocation = typeof customerLocations.$inferSelect;

const billTo = aliasedTable(customers, 'bill_to');

/** Name, first and last name, e-mail, phone and tags: what the search box looks in. */
const haystack = sql`lower(${customers.name} || ' ' || ${customers.firstName} || ' ' || ${customers.lastName} || ' ' || ${customers.email} || ' ' || ${customers.phone} || ' ' || array_to_string(${customers.tags}, ' '))`;

const liveLocationCount = sql<number>`(select count(*)::int from ${customerLocations} where ${customerLocations.customerId} = ${customers.id} and ${customerLocations.deletedAt} is null)`;

const rowColumns = {
  id: customers.id,
  name: customers.name,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  phone: customers.phone,
  notes: customers.notes,
  type: customers.type,
  tags: customers.tags,
  isTaxExempt: customers.isTaxExempt,
  billToCustomerId: customers.billToCustomerId,
  billToCustomerName: billTo.name,
  website: customers.website,
  deletedAt: customers.deletedAt,
  timestampCreated: customers.timestampCreated,
  timestampLastModified: customers.timestampLastModified,
  locationCount: liveLocationCount,
};

type RawRow = {
  [K in keyof typeof rowColumns]: K extends 'billToCustomerName'
    ? string | null
    : K extends 'locationCount'
      ? number
      : (typeof customers.$inferSelect)[K & keyof typeof customers.$inferSelect];
};

function toRow(raw: RawRow): TCustomerRow {
  const { deletedAt, timestampCreated, timestampLastModified, ...rest } = raw;
  return {
    ...rest,
    deleted: deletedAt !== null,
    timestampCreated: timestampCreated.toISOString(),
    timestampLastModified: timestampLastModified.toISOString(),
  };
}

function selectRows(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(customers)
    .leftJoin(
      billTo,
      and(eq(billTo.id, customers.billToCustomerId), eq(billTo.siteKey, customers.siteKey)),
    );
}

type ListFilter = Pick<Required<TCustomerListInput>, 'search' | 'tags' | 'deleted'>;

function listWhere(siteKey: string, filter: ListFilter): SQL | undefined {
  return and(
    filter.deleted ? isNotNull(customers.deletedAt) : isNull(customers.deletedAt),
    filterWhere(siteKey, filter),
  );
}

/** The site and the list's search and tags, deleted or not. */
function filterWhere(siteKey: string, filter: Omit<ListFilter, 'deleted'>): SQL | undefined {
  return and(
    eq(customers.siteKey, siteKey),
    searchMatch(haystack, filter.search),
    filter.tags.length ? arrayOverlaps(customers.tags, filter.tags) : undefined,
  );
}

const listOrder = [asc(sql`lower(${customers.name})`), asc(customers.id)];

/** A page of the site's live (or deleted) customers matching the search and tags, by name. */
export async function customerPage(
  db: DbOrTx,
  siteKey: string,
  filter: ListFilter,
  page: { limit: number; offset: number },
) {
  const where = listWhere(siteKey, filter);
  const [rows, [total]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(...listOrder)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return { rows: rows.map(toRow), total: total?.n ?? 0 };
}

const KEYSET_COLUMNS: KeysetColumns = {
  created: customers.timestampCreated,
  modified: customers.timestampLastModified,
  id: customers.id,
  deletedAt: customers.deletedAt,
};

/**
 * A keyset page of the site's customers matching the search and tags (the public API's walk and
 * sync): live ones by creation, or every one changed since, the deleted ones as tombstones.
 */
export async function keysetCustomers(
  db: DbOrTx,
  siteKey: string,
  filter: Omit<ListFilter, 'deleted'>,
  read: KeysetRead,
) {
  const keys = await readKeysetKeys(
    db,
    customers,
    KEYSET_COLUMNS,
    filterWhere(siteKey, filter),
    read,
  );
  return keysetPage(
    keys,
    read.limit,
    (ids) =>
      selectRows(db).where(
        and(
          eq(customers.siteKey, siteKey),
          isNull(customers.deletedAt),
          inArray(customers.id, ids),
        ),
      ),
    // The list's row, with its last change exact for the next sync's `updated_since`.
    (row, key) => ({ ...toRow(row), timestampLastModified: key.modifiedAt }),
  );
}

/** Every matching customer up to `max` (the export). */
export async function customersForExport(
  db: DbOrTx,
  siteKey: string,
  filter: ListFilter,
  max: number,
) {
  const rows = await selectRows(db)
    .where(listWhere(siteKey, filter))
    .orderBy(...listOrder)
    .limit(max);
  return rows.map(toRow);
}

/** One customer of the site (deleted ones too), or the domain's not-found refusal. */
export async function requireCustomerRow(db: DbOrTx, siteKey: string, id: string) {
  const [raw] = await selectRows(db).where(
    and(eq(customers.id, id), eq(customers.siteKey, siteKey)),
  );
  if (!raw) throw new AppError('NOT_FOUND', CUSTOMER_MESSAGES.notFound);
  return toRow(raw);
}

/** The customer's stored row, locked for a change in the caller's transaction. */
export async function lockCustomer(db: DbOrTx, siteKey: string, id: string): Promise<Customer> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.siteKey, siteKey)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', CUSTOMER_MESSAGES.notFound);
  return row;
}

/** Whether the id is a live customer of the site. */
export async function isLiveCustomer(db: DbOrTx, siteKey: string, id: string) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.siteKey, siteKey), isNull(customers.deletedAt)));
  return row !== undefined;
}

/** A live customer of the site with what an estimate, invoice or Job keeps of it, or null. */
export async function findLiveCustomer(db: DbOrTx, siteKey: string, id: string) {
  const [row] = await db
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      isTaxExempt: customers.isTaxExempt,
    })
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.siteKey, siteKey), isNull(customers.deletedAt)));
  return row ?? null;
}

/** Whether a live location of the site belongs to the customer. */
export async function isLiveLocationOf(
  db: DbOrTx,
  siteKey: string,
  customerId: string,
  locationId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: customerLocations.id })
    .from(customerLocations)
    .where(
      and(
        eq(customerLocations.id, locationId),
        eq(customerLocations.siteKey, siteKey),
        eq(customerLocations.customerId, customerId),
        isNull(customerLocations.deletedAt),
      ),
    );
  return row !== undefined;
}

function toLocationRow(row: CustomerLocation): TCustomerLocationRow {
  return {
    id: row.id,
    customerId: row.customerId,
    fullAddress: row.fullAddress,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    county: row.county,
    latitude: row.latitude,
    longitude: row.longitude,
    notes: row.notes,
    type: row.type,
    tags: row.tags,
    yearBuilt: row.yearBuilt,
    estimatedValueCents: row.estimatedValueCents,
    squareFootage: row.squareFootage,
    deleted: row.deletedAt !== null,
  };
}

/** A customer's live locations, by address. */
export async function liveLocationsOf(db: DbOrTx, siteKey: string, customerIds: string[]) {
  if (customerIds.length === 0) return [];
  const rows = await db
    .select()
    .from(customerLocations)
    .where(
      and(
        eq(customerLocations.siteKey, siteKey),
        inArray(customerLocations.customerId, customerIds),
        isNull(customerLocations.deletedAt),
      ),
    )
    .orderBy(asc(sql`lower(${customerLocations.fullAddress})`), asc(customerLocations.id));
  return rows.map(toLocationRow);
}

/** A live location of the site, locked, or the domain's not-found refusal. */
export async function lockLiveLocation(db: DbOrTx, siteKey: string, id: string) {
  const [row] = await db
    .select()
    .from(customerLocations)
    .where(
      and(
        eq(customerLocations.id, id),
        eq(customerLocations.siteKey, siteKey),
        isNull(customerLocations.deletedAt),
      ),
    )
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', CUSTOMER_MESSAGES.locationNotFound);
  return row;
}

/** Every tag on the site's live customers, in alphabetical order. */
export async function siteTags(db: DbOrTx, siteKey: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tag: sql<string>`unnest(${customers.tags})` })
    .from(customers)
    .where(and(eq(customers.siteKey, siteKey), isNull(customers.deletedAt)));
  return rows.map((r) => r.tag).sort((a, b) => a.localeCompare(b));
}

/** Live customers matching a search, with up to `limit` rows, by name (the Job pickers). */
export async function pickCustomers(db: DbOrTx, siteKey: string, search: string, limit: number) {
  return db
    .select({ id: customers.id, name: customers.name, isTaxExempt: customers.isTaxExempt })
    .from(customers)
    .where(
      and(
        eq(customers.siteKey, siteKey),
        isNull(customers.deletedAt),
        searchMatch(haystack, search),
      ),
    )
    .orderBy(...listOrder)
    .limit(limit);
}

/**
 * The customer's tasks the caller sees (tasks of craft records for the customer), newest
 * first, deleted ones left out.
 */
export async function customerTasks(db: DbOrTx, scope: Scope, customerId: string, max: number) {
  return db
    .select({
      id: tasks.id,
      title: tasks.title,
      taskStatus: tasks.taskStatus,
      craftRecordId: craftRecords.id,
      craftRecordTitle: craftRecords.title,
      timestampCreated: tasks.timestampCreated,
      timestampTaskCompleted: tasks.timestampTaskCompleted,
    })
    .from(tasks)
    .innerJoin(craftRecords, eq(craftRecords.id, tasks.craftRecordId))
    .where(
      and(
        eq(craftRecords.customerId, customerId),
        eq(craftRecords.siteKey, scope.siteKey),
        isNull(craftRecords.deletedAt),
        liveTaskInScope(scope),
      ),
    )
    .orderBy(desc(tasks.timestampCreated), desc(tasks.id))
    .limit(max);
}
