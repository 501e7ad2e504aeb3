import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { TSsoJitPreset } from '@craftwork/domain/admin/sso';
import { users } from './auth.ts';
import { sites } from './sites.ts';

/**
 * A site's identity provider (issue 37, decision 220). The first eight columns are the ones
 * better-auth's SSO plugin reads (its `ssoProvider` model); the rest are Craftwork's. One
 * connection per site; `oidc_config` holds the discovered endpoints and the client secret.
 */
export const ssoProviders = pgTable(
  'sso_providers',
  {
    id: text('id').primaryKey(),
    issuer: text('issuer').notNull(),
    oidcConfig: text('oidc_config'),
    samlConfig: text('saml_config'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    providerId: text('provider_id').notNull().unique(),
    organizationId: text('organization_id'),
    /** The mapped domains, comma-separated, as the plugin matches them. */
    domain: text('domain').notNull(),
    siteKey: text('site_key')
      .notNull()
      .unique()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    providerName: varchar('provider_name', { length: 60 }).notNull(),
    ssoOnly: boolean('sso_only').notNull().default(false),
    jitPreset: text('jit_preset').$type<TSsoJitPreset>(),
    jitCompanyId: text('jit_company_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The connection's SCIM token (decision 232), SHA-256 hex: the provider's bearer token for
     * /scim/v2. Only the hash is kept; its first characters tell the site admin which it is.
     */
    scimTokenHash: text('scim_token_hash').unique(),
    scimTokenPrefix: varchar('scim_token_prefix', { length: 32 }),
    scimTokenCreatedAt: timestamp('scim_token_created_at', { withTimezone: true }),
    scimTokenCreatedBy: text('scim_token_created_by').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('sso_providers_site_idx').on(t.siteKey)],
);

/** Each e-mail domain belongs to at most one site (its primary key says so). */
export const ssoDomains = pgTable('sso_domains', {
  domain: varchar('domain', { length: 253 }).primaryKey(),
  siteKey: text('site_key')
    .notNull()
    .references(() => sites.siteKey, { onDelete: 'cascade' }),
});

/**
 * The User resources a site's identity provider keeps through SCIM (decision 232), with ids of
 * their own, so that a provider's POST, GET and PATCH agree before the person ever signs in. A
 * resource makes nobody a member: people join by signing in; a resource made inactive or
 * deleted takes its person off the site.
 */
export const scimUsers = pgTable(
  'scim_users',
  {
    id: uuid('id').primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    externalId: varchar('external_id', { length: 255 }),
    userName: varchar('user_name', { length: 320 }).notNull(),
    email: varchar('email', { length: 320 }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // userName is unique per site, ignoring case (RFC 7643: uniqueness server, caseExact false).
    uniqueIndex('scim_users_site_user_name_idx').on(t.siteKey, sql`lower(${t.userName})`),
    index('scim_users_site_email_idx').on(t.siteKey, sql`lower(${t.email})`),
    index('scim_users_site_external_id_idx').on(t.siteKey, t.externalId),
  ],
);
