import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { sites } from './sites.ts';
import { tasks } from './work.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The site's audit list: every change of approval, permissions, company, site settings,
 * locations, companies and assets, with who made it, when, and the values before and after.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    /** The user who made the change; null for an operator command. */
    actorId: text('actor_id'),
    /** What kind of thing changed: users, siteSettings, locations, companies, assets, ... */
    area: text('area').notNull(),
    /** What was done: created, updated, deleted, approved, rejected, removed, ... */
    action: text('action').notNull(),
    targetId: text('target_id'),
    /** The changed thing's name at the time, so the list reads well after it is gone. */
    targetLabel: text('target_label').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_site_idx').on(t.siteKey, t.createdAt.desc())],
);

/** Feedback sent from /feedback, e-mailed to the site admins, marked handled by them. */
export const feedback = pgTable(
  'feedback',
  {
    id: text('id').primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    message: text('message').notNull(),
    handled: boolean('handled').notNull().default(false),
    handledBy: text('handled_by'),
    handledAt: ts('handled_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('feedback_site_idx').on(t.siteKey, t.createdAt.desc())],
);

/**
 * An e-mailed invitation to a site: the link creates the account (or signs in to an existing
 * one) and joins the site approved with the chosen preset. Only a hash of the token is kept.
 */
export const siteInvites = pgTable(
  'site_invites',
  {
    id: text('id').primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    preset: text('preset').notNull(),
    companyId: text('company_id'),
    invitedBy: text('invited_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    acceptedBy: text('accepted_by'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('site_invites_site_idx').on(t.siteKey, t.createdAt.desc())],
);

/** Site users a task is assigned to (sites with Assigned tasks enabled). */
export const taskAssignees = pgTable(
  'task_assignees',
  {
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: text('assigned_by'),
    assignedAt: ts('assigned_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.userId] }),
    index('task_assignees_user_idx').on(t.siteKey, t.userId),
  ],
);
