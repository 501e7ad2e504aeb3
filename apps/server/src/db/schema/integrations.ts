import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { sites } from './sites.ts';

/**
 * Personal access tokens for the public REST API (/api/v1). Only a SHA-256 of the token is
 * kept; the token acts as `userId` with that user's scope on `siteKey`, never more.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: text('id').primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    /** The user the token acts as. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The token's first characters ('cw_ab12cd'), shown in lists to tell tokens apart. */
    prefix: text('prefix').notNull(),
    /** SHA-256 (hex) of the whole token. */
    tokenHash: text('token_hash').notNull(),
    scope: text('scope', { enum: ['read', 'write'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_idx').on(t.tokenHash),
    index('api_tokens_site_idx').on(t.siteKey, t.createdAt),
  ],
);

/** One row per request made with a token: who, when, what, and the answer's status. */
export const apiRequests = pgTable(
  'api_requests',
  {
    id: text('id').primaryKey(),
    siteKey: text('site_key').notNull(),
    tokenId: text('token_id')
      .notNull()
      .references(() => apiTokens.id, { onDelete: 'cascade' }),
    userId: text('user_id'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    ip: text('ip'),
    durationMs: integer('duration_ms').notNull().default(0),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('api_requests_site_at_idx').on(t.siteKey, t.at),
    index('api_requests_token_at_idx').on(t.tokenId, t.at),
  ],
);

/** An HTTPS endpoint a site admin registered for some of the site's events. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** Event names: 'task.created', 'task.status_changed', 'record.closed', 'invoice.paid'. */
    events: text('events').array().notNull(),
    /** The HMAC-SHA256 key deliveries are signed with (the receiver holds the same). */
    secret: text('secret').notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('webhook_endpoints_site_idx').on(t.siteKey)],
);

/**
 * Each site's last webhook event number (decision 213): taken with the row locked in the
 * writing transaction, so a site's numbers grow in the order its writes commit.
 */
export const webhookSequences = pgTable('webhook_sequences', {
  siteKey: text('site_key')
    .primaryKey()
    .references(() => sites.siteKey, { onDelete: 'cascade' }),
  lastSequence: bigint('last_sequence', { mode: 'number' }).notNull().default(0),
});

/** One event to one endpoint; its tries are in webhook_attempts. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    siteKey: text('site_key').notNull(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** The event's own id: the same on a replay, so receivers can drop repeats. */
    eventId: text('event_id').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The delivery this one replays, when an admin replayed it. */
    replayOf: text('replay_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_pending_idx').on(t.status, t.createdAt),
  ],
);

/** Each try of a delivery: when, the answer's status code or the error, how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: text('id').primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull().default(0),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);
