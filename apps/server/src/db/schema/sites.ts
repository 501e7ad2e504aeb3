import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { TPermissions } from '@craftwork/domain/access/permissions';
import { users } from './auth.ts';

export const sites = pgTable(
  'sites',
  {
    siteKey: text('site_key').primaryKey(),
    name: text('name').notNull(),
    timezone: text('timezone').notNull().default('America/Chicago'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    managingCompanyId: text('managing_company_id'),
    validCraftTypes: integer('valid_craft_types')
      .array()
      .notNull()
      .default(sql`'{}'`),
    validTaskTypes: integer('valid_task_types')
      .array()
      .notNull()
      .default(sql`'{}'`),
    validTaskStatusCodes: integer('valid_task_status_codes')
      .array()
      .notNull()
      .default(sql`'{}'`),
    validEventTypes: integer('valid_event_types')
      .array()
      .notNull()
      .default(sql`'{}'`),
    customizations: jsonb('customizations').$type<Record<string, unknown>>().notNull().default({}),
    kpiConfig: jsonb('kpi_config').$type<Record<string, unknown>>().notNull().default({}),
    /** The language of users who chose none and whose browser asks for none shipped (issue 37). */
    defaultLanguage: varchar('default_language', { length: 8 }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sites_site_key_lower_idx').on(sql`lower(${t.siteKey})`)],
);

export const siteUsers = pgTable(
  'site_users',
  {
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    approved: boolean('approved').notNull().default(false),
    companyId: text('company_id'),
    defaultLocationId: text('default_location_id'),
    permissions: jsonb('permissions').$type<TPermissions>().notNull(),
    customData: jsonb('custom_data').$type<Record<string, unknown>>().notNull().default({}),
    managementSubscriptions: jsonb('management_subscriptions')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: text('approved_by'),
    /** Marked by a site admin: may complete scaffold inspections when the site asks for it. */
    competentPerson: boolean('competent_person').notNull().default(false),
    /** Receives the daily e-mail of overdue scaffold inspections (plant personnel). */
    complianceDigest: boolean('compliance_digest').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.siteKey, t.userId] }),
    index('site_users_user_idx').on(t.userId),
    index('site_users_pending_idx')
      .on(t.siteKey)
      .where(sql`not ${t.approved}`),
  ],
);

export const userLocations = pgTable(
  'user_locations',
  {
    siteKey: text('site_key').notNull(),
    userId: text('user_id').notNull(),
    locationId: text('location_id').notNull(),
    value: boolean('value').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.siteKey, t.userId, t.locationId] })],
);

export const locations = pgTable(
  'locations',
  {
    id: text('id').primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    department: text('department'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('locations_site_idx')
      .on(t.siteKey)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const companies = pgTable(
  'companies',
  {
    id: text('id').primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    craftTypes: integer('craft_types')
      .array()
      .notNull()
      .default(sql`'{}'`),
    logoPhotoUrl: text('logo_photo_url'),
    mainPointOfContact: text('main_point_of_contact'),
    members: text('members')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('companies_site_idx')
      .on(t.siteKey)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const assets = pgTable(
  'assets',
  {
    id: text('id').primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    customId: text('custom_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    locationId: text('location_id').references(() => locations.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    qrCode: text('qr_code'),
    thumbnailUrl: text('thumbnail_url'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('assets_site_idx')
      .on(t.siteKey)
      .where(sql`${t.deletedAt} is null`),
  ],
);
