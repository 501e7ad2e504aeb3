import { boolean, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
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
