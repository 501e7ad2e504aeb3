import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sites } from './sites.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
/** A quantity: decimals allowed, kept exactly (four places), read as a number. */
const qty = (name: string) => numeric(name, { precision: 16, scale: 4, mode: 'number' });

/**
 * An inventory object (a kind of material: 21 ft tubes, couplers, planks). Its quantities are
 * the sums of its stock rows, kept here in the same transaction as every movement so lists
 * sort and filter on them; its Low threshold is the least of its locations' thresholds.
 */
export const inventoryObjects = pgTable(
  'inventory_objects',
  {
    id: text('id').primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** 10 Active, 90 Inactive. */
    status: integer('status').notNull().default(10),
    craftTypes: integer('craft_types')
      .array()
      .notNull()
      .default(sql`'{10}'`),
    /** Empty: every company (created by plant personnel); else the companies that may use it. */
    authorizedCompanies: text('authorized_companies')
      .array()
      .notNull()
      .default(sql`'{}'`),
    quantityAvailable: qty('quantity_available').notNull().default(0),
    quantityAwaitingPickup: qty('quantity_awaiting_pickup').notNull().default(0),
    quantityInUse: qty('quantity_in_use').notNull().default(0),
    quantityReserved: qty('quantity_reserved').notNull().default(0),
    lowQuantityThreshold: qty('low_quantity_threshold').notNull().default(0),
    createdBy: text('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** A user id, or null for the server (shown as "server"). */
    lastModifiedBy: text('last_modified_by'),
    timestampLastModified: ts('timestamp_last_modified').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('inventory_objects_site_idx').on(t.siteKey, t.title),
    // The public API's keyset walk, by creation.
    index('inventory_objects_keyset_created_idx')
      .on(t.siteKey, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * An object's quantities at one site location (a yard is a location like any other). A null
 * location is the site's stock with no location named ([No location]).
 */
export const inventoryStock = pgTable(
  'inventory_stock',
  {
    id: text('id').primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    objectId: text('object_id')
      .notNull()
      .references(() => inventoryObjects.id, { onDelete: 'cascade' }),
    locationId: text('location_id'),
    available: qty('available').notNull().default(0),
    awaitingPickup: qty('awaiting_pickup').notNull().default(0),
    inUse: qty('in_use').notNull().default(0),
    reserved: qty('reserved').notNull().default(0),
    /** Null: no threshold of its own at this location. */
    lowQuantityThreshold: qty('low_quantity_threshold'),
  },
  (t) => [
    unique('inventory_stock_object_location_key').on(t.objectId, t.locationId).nullsNotDistinct(),
  ],
);

/**
 * One movement of an object's quantities at a location (spec part 3, InventoryTransaction;
 * DECISIONS.md, Inventory). Written by a task's completion or a manual movement, never
 * edited afterwards except an Off Rent line's rent-stop date.
 */
export const inventoryTransactions = pgTable(
  'inventory_transactions',
  {
    id: text('id').primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    objectId: text('object_id')
      .notNull()
      .references(() => inventoryObjects.id, { onDelete: 'cascade' }),
    locationId: text('location_id'),
    /** The movement type (5 Reserve ... 95 Received from other Inventory Location). */
    type: integer('type').notNull(),
    value: qty('value').notNull(),
    companyId: text('company_id'),
    parentRecordId: text('parent_record_id'),
    taskId: text('task_id'),
    /** Transfer Rental (23): the record the in-use material moved to. */
    toRecordId: text('to_record_id'),
    /** A transfer's two lines (94 and 95) share this id. */
    pairId: text('pair_id'),
    /** The task event behind a line written at task save (10, 20, 21, 30, 40, 50). */
    initiatingEvent: integer('initiating_event'),
    /** Corrections (90–93): count, damaged, lost or found. */
    reason: text('reason'),
    /** Off Rent: the day rent stops (the line's site day unless moved back). */
    rentStopDate: date('rent_stop_date', { mode: 'string' }),
    /** The day the line counts from for rental (the site day it was written). */
    siteDay: date('site_day', { mode: 'string' }).notNull(),
    userId: text('user_id'),
    timestampCreated: ts('timestamp_created').notNull().defaultNow(),
    lastModifiedBy: text('last_modified_by'),
    timestampLastModified: ts('timestamp_last_modified').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    // Newest first as the list reads it (`desc`, nulls first, then id), on live rows only, so
    // a page reads its rows from the index and the count is an index-only scan.
    index('inventory_transactions_site_idx')
      .on(t.siteKey, t.timestampCreated.desc().nullsFirst(), t.id)
      .where(sql`${t.deletedAt} is null`),
    index('inventory_transactions_object_idx').on(t.objectId, t.timestampCreated.desc()),
    // The public API's keyset walk, oldest first.
    index('inventory_transactions_keyset_created_idx')
      .on(t.siteKey, t.timestampCreated, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('inventory_transactions_company_idx')
      .on(t.siteKey, t.companyId, t.timestampCreated.desc().nullsFirst(), t.id)
      .where(sql`${t.deletedAt} is null`),
    index('inventory_transactions_record_idx').on(t.parentRecordId),
    index('inventory_transactions_task_idx').on(t.taskId),
  ],
);
