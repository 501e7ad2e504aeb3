import { randomUUID } from 'node:crypto';
import {
  CUSTOMER_CSV_HEADERS,
  CUSTOMER_MESSAGES,
  customerCsvRow,
  customersExportFileName,
  normaliseTags,
  type TCustomerListValues,
  type TCustomerLocationValues,
  type TCustomerValues,
} from '@craftwork/domain/billing/customers';
import { taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
import { formatExportFileDate } from '@craftwork/domain/format/dates';
import { toCsv, type TCsvFile } from '@craftwork/domain/lists/csv';
import type { Scope } from '../../access/scope.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { KeysetRead } from '../../db/keyset.ts';
import { AppError } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { changedValues, writeAudit, type AuditEntry } from '../audit/index.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import {
  customerPage,
  customersForExport,
  customerTasks,
  isLiveCustomer,
  keysetCustomers,
  liveLocationsOf,
  lockCustomer,
  lockLiveLocation,
  requireCustomerRow,
  siteTags,
  type Customer,
  type CustomerLocation,
} from './customers.repository.ts';
import {
  insertCustomerRow,
  insertLocationRow,
  updateCustomerRow,
  updateLocationRow,
} from './customer-writes.repository.ts';

/** Most rows an export holds (as the other lists). */
const EXPORT_ROW_LIMIT = 50_000;
/** Most tasks a customer's page lists. */
const TASK_LIMIT = 200;

/** Writes the billing audit entry and tells the site's browsers, in the writing transaction. */
async function audited(
  tx: DbOrTx,
  scope: Scope,
  entry: Omit<AuditEntry, 'siteKey' | 'actorId' | 'area'>,
) {
  await writeAudit(tx, {
    siteKey: scope.siteKey,
    actorId: scope.userId,
    area: 'billing',
    ...entry,
  });
  await notifyChange(tx, {
    site: scope.siteKey,
    topics: ['billing'],
    ids: entry.targetId ? [entry.targetId] : [],
  });
}

/** customers.list: a page of the site's customers, live or deleted, by name. */
export function listCustomers(db: DbOrTx, scope: Scope, input: TCustomerListValues) {
  const { limit, offset, ...filter } = input;
  return customerPage(db, scope.siteKey, filter, { limit, offset });
}

/** A keyset page of the site's customers (the public API's walk and sync), as customers.list's rows. */
export function keysetCustomerList(
  db: DbOrTx,
  scope: Scope,
  filter: Pick<TCustomerListValues, 'search' | 'tags'>,
  read: KeysetRead,
) {
  return keysetCustomers(db, scope.siteKey, filter, read);
}

/** customers.get: the customer (deleted ones too, so they can be restored) and its live locations. */
export async function getCustomer(db: DbOrTx, scope: Scope, id: string) {
  const customer = await requireCustomerRow(db, scope.siteKey, id);
  const locations = await liveLocationsOf(db, scope.siteKey, [id]);
  return { ...customer, locations };
}

/** customers.tags: every tag in use on the site's live customers. */
export function customerTags(db: DbOrTx, scope: Scope) {
  return siteTags(db, scope.siteKey);
}

/** customers.exportCsv: 'Customers - {MM-DD-YYYY}.csv' of the filtered customers. */
export async function exportCustomers(
  db: DbOrTx,
  scope: Scope,
  loadSite: SiteSource,
  input: TCustomerListValues,
  now = new Date(),
): Promise<TCsvFile> {
  const site = await loadSite();
  const { search, tags, deleted } = input;
  const rows = await customersForExport(
    db,
    scope.siteKey,
    { search, tags, deleted },
    EXPORT_ROW_LIMIT,
  );
  return {
    filename: customersExportFileName(formatExportFileDate(now, site.timezone)),
    csv: toCsv(CUSTOMER_CSV_HEADERS, rows.map(customerCsvRow)),
    rows: rows.length,
  };
}

/** customers.tasks: the customer's tasks the caller sees, newest first. */
export async function listCustomerTasks(db: DbOrTx, scope: Scope, id: string) {
  await requireCustomerRow(db, scope.siteKey, id);
  const rows = await customerTasks(db, scope, id, TASK_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    taskStatus: r.taskStatus,
    statusName: taskStatusName(r.taskStatus),
    craftRecordId: r.craftRecordId,
    craftRecordTitle: r.craftRecordTitle,
    created: r.timestampCreated.toISOString(),
    completed: r.timestampTaskCompleted?.toISOString() ?? null,
  }));
}

/** The stored (and audited) values of a customer. */
function customerValues(c: Omit<TCustomerValues, 'id'> | Customer) {
  return {
    name: c.name,
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phone: c.phone,
    notes: c.notes,
    type: c.type,
    tags: c.tags,
    isTaxExempt: c.isTaxExempt,
    billToCustomerId: c.billToCustomerId,
    website: c.website,
  };
}

/** The bill-to customer must be another live customer of the same site. */
async function requireBillTo(tx: DbOrTx, scope: Scope, id: string | null, billTo: string | null) {
  if (billTo === null) return;
  if (billTo === id) throw new AppError('BAD_REQUEST', CUSTOMER_MESSAGES.billToSelf);
  if (!(await isLiveCustomer(tx, scope.siteKey, billTo)))
    throw new AppError('NOT_FOUND', CUSTOMER_MESSAGES.notFound);
}

/** Inserts a customer in the caller's transaction, audited and announced. */
export async function insertCustomer(
  tx: DbOrTx,
  scope: Scope,
  input: TCustomerValues,
  now = new Date(),
) {
  const id = randomUUID();
  const values = customerValues({ ...input, tags: normaliseTags(input.tags) });
  await requireBillTo(tx, scope, id, values.billToCustomerId);
  await insertCustomerRow(tx, {
    id,
    siteKey: scope.siteKey,
    ...values,
    createdBy: scope.userId,
    lastModifiedBy: scope.userId,
    timestampCreated: now,
    timestampLastModified: now,
  });
  await audited(tx, scope, {
    action: 'created',
    targetId: id,
    targetLabel: values.name,
    after: values,
  });
  return id;
}

/** customers.save: creates (id null) or edits a live customer, writing only what changed. */
export async function saveCustomer(
  db: Database,
  scope: Scope,
  input: TCustomerValues,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    if (input.id === null) return { id: await insertCustomer(tx, scope, input, now) };
    const id = input.id;
    const stored = await lockCustomer(tx, scope.siteKey, id);
    if (stored.deletedAt !== null) throw new AppError('NOT_FOUND', CUSTOMER_MESSAGES.notFound);
    const values = customerValues({ ...input, tags: normaliseTags(input.tags) });
    if (values.billToCustomerId !== stored.billToCustomerId)
      await requireBillTo(tx, scope, id, values.billToCustomerId);
    const change = changedValues(customerValues(stored), values);
    if (!change) return { id };
    await updateCustomerRow(tx, id, {
      ...values,
      lastModifiedBy: scope.userId,
      timestampLastModified: now,
    });
    await audited(tx, scope, {
      action: 'updated',
      targetId: id,
      targetLabel: values.name,
      ...change,
    });
    return { id };
  });
}

/**
 * customers.remove / restore: the row stays (deletedAt), so its estimates, invoices and Jobs
 * keep naming it; a deleted customer is left out of the list, the pickers and bill-to choices.
 */
export async function setCustomerDeleted(
  db: Database,
  scope: Scope,
  id: string,
  deleted: boolean,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const stored = await lockCustomer(tx, scope.siteKey, id);
    if ((stored.deletedAt !== null) === deleted) return;
    await updateCustomerRow(tx, id, {
      deletedAt: deleted ? now : null,
      lastModifiedBy: scope.userId,
      timestampLastModified: now,
    });
    await audited(tx, scope, {
      action: deleted ? 'deleted' : 'updated',
      targetId: id,
      targetLabel: stored.name,
      before: { deleted: !deleted },
      after: { deleted },
    });
  });
  return { ok: true as const };
}

/** The stored (and audited) values of a location. */
function locationValues(l: Omit<TCustomerLocationValues, 'id' | 'customerId'> | CustomerLocation) {
  return {
    fullAddress: l.fullAddress,
    addressLine1: l.addressLine1,
    addressLine2: l.addressLine2,
    city: l.city,
    state: l.state,
    zipCode: l.zipCode,
    county: l.county,
    latitude: l.latitude,
    longitude: l.longitude,
    notes: l.notes,
    type: l.type,
    tags: l.tags,
    yearBuilt: l.yearBuilt,
    estimatedValueCents: l.estimatedValueCents,
    squareFootage: l.squareFootage,
  };
}

/** Inserts a location of a live customer in the caller's transaction, audited and announced. */
export async function insertLocation(
  tx: DbOrTx,
  scope: Scope,
  customerId: string,
  input: Omit<TCustomerLocationValues, 'id' | 'customerId'>,
  now = new Date(),
) {
  const id = randomUUID();
  const values = locationValues({ ...input, tags: normaliseTags(input.tags) });
  await insertLocationRow(tx, {
    id,
    siteKey: scope.siteKey,
    customerId,
    ...values,
    createdBy: scope.userId,
    lastModifiedBy: scope.userId,
    timestampCreated: now,
    timestampLastModified: now,
  });
  await audited(tx, scope, {
    action: 'created',
    targetId: id,
    targetLabel: values.fullAddress,
    after: { customerId, ...values },
  });
  return id;
}

/** customers.saveLocation: adds a location to a live customer, or edits a live location. */
export async function saveLocation(
  db: Database,
  scope: Scope,
  input: TCustomerLocationValues,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, scope.siteKey, input.customerId);
    if (customer.deletedAt !== null) throw new AppError('NOT_FOUND', CUSTOMER_MESSAGES.notFound);
    if (input.id === null) return { id: await insertLocation(tx, scope, customer.id, input, now) };
    const id = input.id;
    const stored = await lockLiveLocation(tx, scope.siteKey, id);
    if (stored.customerId !== customer.id)
      throw new AppError('NOT_FOUND', CUSTOMER_MESSAGES.locationNotFound);
    const values = locationValues({ ...input, tags: normaliseTags(input.tags) });
    const change = changedValues(locationValues(stored), values);
    if (!change) return { id };
    await updateLocationRow(tx, id, {
      ...values,
      lastModifiedBy: scope.userId,
      timestampLastModified: now,
    });
    await audited(tx, scope, {
      action: 'updated',
      targetId: id,
      targetLabel: values.fullAddress,
      ...change,
    });
    return { id };
  });
}

/** customers.removeLocation: the row stays (deletedAt) for the documents naming it. */
export async function removeLocation(db: Database, scope: Scope, id: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const stored = await lockLiveLocation(tx, scope.siteKey, id);
    await updateLocationRow(tx, id, {
      deletedAt: now,
      lastModifiedBy: scope.userId,
      timestampLastModified: now,
    });
    await audited(tx, scope, {
      action: 'deleted',
      targetId: id,
      targetLabel: stored.fullAddress,
      before: { customerId: stored.customerId, ...locationValues(stored) },
    });
  });
  return { ok: true as const };
}
