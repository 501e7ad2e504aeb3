import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { TChecklistAnswers, TChecklistItem } from '@craftwork/domain/checklists/templates';
import type { TInspectionResult } from '@craftwork/domain/compliance/scaffold-state';
import { sites } from './sites.ts';
import { craftRecords, tasks } from './work.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A completed scaffold inspection's report (UK Schedule 7 fields): one per inspection task,
 * written when the task is completed; its PDF is made from this row.
 */
export const inspectionReports = pgTable(
  'inspection_reports',
  {
    taskId: text('task_id')
      .primaryKey()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    craftRecordId: text('craft_record_id')
      .notNull()
      .references(() => craftRecords.id, { onDelete: 'cascade' }),
    result: text('result').$type<TInspectionResult>().notNull(),
    forWhom: text('for_whom').notNull().default(''),
    location: text('location').notNull().default(''),
    description: text('description').notNull().default(''),
    risksFound: text('risks_found').notNull().default(''),
    actionTaken: text('action_taken').notNull().default(''),
    furtherAction: text('further_action').notNull().default(''),
    restrictions: text('restrictions').notNull().default(''),
    inspectorUserId: text('inspector_user_id'),
    inspectorName: text('inspector_name').notNull(),
    inspectorRole: text('inspector_role').notNull().default(''),
    inspectedAt: ts('inspected_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('inspection_reports_record_idx').on(t.craftRecordId, t.inspectedAt.desc())],
);

/** The daily overdue-inspections e-mail: one row per site and site day, so it is sent once. */
export const complianceDigestRuns = pgTable(
  'compliance_digest_runs',
  {
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    /** The site day (YYYY-MM-DD) the digest is for. */
    day: text('day').notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull().default([]),
    overdueCount: integer('overdue_count').notNull().default(0),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteKey, t.day] })],
);

/** A site's checklist templates: ordered items, attached to task types. */
export const checklistTemplates = pgTable(
  'checklist_templates',
  {
    id: text('id').primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    items: jsonb('items').$type<TChecklistItem[]>().notNull().default([]),
    /** Task types the template is asked for at completion (110 Operator Rounds; 13, 111, 113, 114). */
    taskTypes: jsonb('task_types').$type<number[]>().notNull().default([]),
    createdBy: text('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('checklist_templates_site_idx')
      .on(t.siteKey)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A task's checklist answers, stored at completion with the template as it was then. */
export const taskChecklists = pgTable('task_checklists', {
  taskId: text('task_id')
    .primaryKey()
    .references(() => tasks.id, { onDelete: 'cascade' }),
  siteKey: text('site_key')
    .notNull()
    .references(() => sites.siteKey, { onDelete: 'cascade' }),
  templateId: text('template_id'),
  templateName: text('template_name').notNull(),
  items: jsonb('items').$type<TChecklistItem[]>().notNull(),
  answers: jsonb('answers').$type<TChecklistAnswers>().notNull(),
  answeredBy: text('answered_by'),
  answeredAt: ts('answered_at').notNull().defaultNow(),
});
