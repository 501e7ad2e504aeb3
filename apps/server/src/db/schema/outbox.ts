import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The side effects of writes (mail, webhook events, live notices), one row each, written in
 * the writing transaction and delivered after its commit (decision 208). The id gives the
 * delivery order; `nextAttemptAt` holds a failed row back until its retry is due.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The site the change belongs to; null for a notice to named users only. */
    siteKey: text('site_key'),
    /** Which registered handler delivers it: 'mail', 'webhook', 'live'. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.deliveredAt} is null`),
  ],
);
