import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { TReportOptions } from '@craftwork/domain/reports/report-types';
import { users } from './auth.ts';
import { sites } from './sites.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Saved report configurations (spec part 3 "Report config"): each belongs to the user who saved
 * it, runs in that user's scope and, when subscribed, is e-mailed to them on its schedule.
 */
export const reportConfigs = pgTable(
  'report_configs',
  {
    id: text('id').primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    frequency: text('frequency').notNull(),
    subscribed: boolean('subscribed').notNull().default(true),
    whiteLabel: boolean('white_label').notNull().default(false),
    /** HH:MM in the site's time zone. */
    sendTime: text('send_time').notNull().default('06:00'),
    paperSize: text('paper_size').notNull().default('Letter'),
    options: jsonb('options').$type<TReportOptions>().notNull(),
    timestampCreated: ts('timestamp_created').notNull().defaultNow(),
    timestampLastModified: ts('timestamp_last_modified').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('report_configs_site_user_idx')
      .on(t.siteKey, t.userId)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * Generated reports (spec part 3 "Report data"): queued, running with progress, ready with a
 * CSV and a PDF in file storage, or failed. The requester's scope when asked (company, plant
 * personnel, locations) is kept, so a download link works only for users whose scope covers it.
 */
export const reportData = pgTable(
  'report_data',
  {
    id: text('id').primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    options: jsonb('options').$type<TReportOptions>().notNull(),
    paperSize: text('paper_size').notNull().default('Letter'),
    whiteLabel: boolean('white_label').notNull().default(false),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The requester's company when they are not plant personnel (their rows only). */
    companyId: text('company_id'),
    plantPersonnel: boolean('plant_personnel').notNull().default(false),
    /** The requester's selected locations when asked. */
    locationIds: text('location_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    configId: text('config_id').references(() => reportConfigs.id, { onDelete: 'set null' }),
    rowCount: integer('row_count'),
    csvKey: text('csv_key'),
    pdfKey: text('pdf_key'),
    csvSize: bigint('csv_size', { mode: 'number' }),
    pdfSize: bigint('pdf_size', { mode: 'number' }),
    /** The download names without the extension ("Open Tasks - 11-24-2026"), once ready. */
    fileBaseName: text('file_base_name'),
    createdAt: ts('created_at').notNull().defaultNow(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('report_data_site_created_idx')
      .on(t.siteKey, t.createdAt.desc())
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * Scheduled deliveries: one row per configuration and period, so several app instances never
 * send a period twice (the unique key); the Sent log lists them with recipients and outcome.
 */
export const reportRuns = pgTable(
  'report_runs',
  {
    id: text('id').primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    configId: text('config_id')
      .notNull()
      .references(() => reportConfigs.id, { onDelete: 'cascade' }),
    /** The period's key, e.g. its first day: one run per configuration and period. */
    periodKey: text('period_key').notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    scheduledFor: ts('scheduled_for').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    recipients: text('recipients')
      .array()
      .notNull()
      .default(sql`'{}'`),
    error: text('error'),
    reportDataId: text('report_data_id').references(() => reportData.id, {
      onDelete: 'set null',
    }),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    unique('report_runs_config_period_key').on(t.configId, t.periodKey),
    index('report_runs_site_created_idx').on(t.siteKey, t.createdAt.desc()),
  ],
);
