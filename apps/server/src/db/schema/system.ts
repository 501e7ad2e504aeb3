import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** A file sent with a mail, kept in the outbox with it (an estimate's or invoice's PDF). */
export type TMailAttachment = { filename: string; contentType: string; contentBase64: string };

// iOS download codes handed out by sendAppDownloadCodeLink for brands that use them.
export const downloadCodes = pgTable(
  'download_codes',
  {
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    code: text('code').notNull(),
    redeemed: boolean('redeemed').notNull().default(false),
    redeemedBy: text('redeemed_by'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('download_codes_free_idx').on(t.brand, t.redeemed)],
);

// Every e-mail the product sends is written here first; with SMTP configured it is then sent
// and stamped, otherwise it stays for operators to read (`npm run admin -- outbox`).
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the message (an estimate's or invoice's PDF), kept with it. */
    attachments: jsonb('attachments').$type<TMailAttachment[]>(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

// Writes sent with an Idempotency-Key header (changes queued offline): the first request with a
// key claims it (pending), runs and stores its answer (done); a retry with the same key and
// input is answered from here and never applied twice. Kept 7 days (the daily purge).
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The procedure's path, 'tasks.setStatus'. */
    procedure: text('procedure').notNull(),
    /** SHA-256 of the input (files as name, size and a SHA-256 of their bytes). */
    inputHash: text('input_hash').notNull(),
    status: text('status', { enum: ['pending', 'done'] }).notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
