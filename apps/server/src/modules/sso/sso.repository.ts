import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TSsoJitPreset } from '@craftwork/domain/admin/sso';
import { approvedMember } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  accounts,
  companies,
  siteUsers,
  ssoDomains,
  ssoProviders,
  users,
} from '../../db/schema.ts';

export type TSsoProviderRow = typeof ssoProviders.$inferSelect;

export async function findSiteProvider(db: DbOrTx, siteKey: string) {
  const [row] = await db.select().from(ssoProviders).where(eq(ssoProviders.siteKey, siteKey));
  return row;
}

export async function findProviderById(db: DbOrTx, providerId: string) {
  const [row] = await db.select().from(ssoProviders).where(eq(ssoProviders.providerId, providerId));
  return row;
}

/** The connection of the site an e-mail domain is mapped to, if any. */
export async function findProviderByDomain(db: DbOrTx, domain: string) {
  const [row] = await db
    .select({
      providerId: ssoProviders.providerId,
      providerName: ssoProviders.providerName,
      ssoOnly: ssoProviders.ssoOnly,
    })
    .from(ssoDomains)
    .innerJoin(ssoProviders, eq(ssoProviders.siteKey, ssoDomains.siteKey))
    .where(eq(ssoDomains.domain, domain));
  return row;
}

/** Domains of the list already mapped to another site. */
export async function findDomainsOfOtherSites(db: DbOrTx, siteKey: string, domains: string[]) {
  if (domains.length === 0) return [];
  const rows = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(and(ne(ssoDomains.siteKey, siteKey), inArray(ssoDomains.domain, domains)));
  return rows.map((r) => r.domain);
}

export type TProviderWrite = {
  id: string;
  providerId: string;
  siteKey: string;
  userId: string;
  issuer: string;
  oidcConfig: string;
  domains: string[];
  providerName: string;
  ssoOnly: boolean;
  jitPreset: TSsoJitPreset | null;
  jitCompanyId: string | null;
};

/** Writes the site's connection and replaces its domains (call in a transaction). */
export async function writeProvider(tx: DbOrTx, row: TProviderWrite) {
  const values = {
    issuer: row.issuer,
    oidcConfig: row.oidcConfig,
    userId: row.userId,
    domain: row.domains.join(','),
    providerName: row.providerName,
    ssoOnly: row.ssoOnly,
    jitPreset: row.jitPreset,
    jitCompanyId: row.jitCompanyId,
    updatedAt: new Date(),
  };
  await tx
    .insert(ssoProviders)
    .values({ ...values, id: row.id, providerId: row.providerId, siteKey: row.siteKey })
    .onConflictDoUpdate({ target: ssoProviders.siteKey, set: values });
  await tx.delete(ssoDomains).where(eq(ssoDomains.siteKey, row.siteKey));
  await tx
    .insert(ssoDomains)
    .values(row.domains.map((domain) => ({ domain, siteKey: row.siteKey })));
}

export async function isSiteUser(db: DbOrTx, siteKey: string, userId: string) {
  const [row] = await db
    .select({ userId: siteUsers.userId })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteKey, siteKey), eq(siteUsers.userId, userId)));
  return row !== undefined;
}

export async function isSiteCompany(db: DbOrTx, siteKey: string, companyId: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.siteKey, siteKey), eq(companies.id, companyId)));
  return row !== undefined;
}

/** The id of the user with this e-mail address (better-auth stores it lower-case). */
export async function findUserIdByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row?.id;
}

/** Whether the provider's account (its subject) is already bound to a user. */
export async function hasProviderAccount(db: DbOrTx, providerId: string, accountId: string) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.providerId, providerId), eq(accounts.accountId, accountId)));
  return row !== undefined;
}

/**
 * Marks the user's address verified when its domain is one the provider's site maps to it:
 * the site admin named the provider the authority for that domain, and the person has just
 * signed in through it.
 */
export async function verifyEmailOnProviderDomain(db: DbOrTx, userId: string, siteKey: string) {
  await db
    .update(users)
    .set({ emailVerified: true })
    .where(
      and(
        eq(users.id, userId),
        eq(users.emailVerified, false),
        sql`exists (select 1 from ${ssoDomains} where ${ssoDomains.siteKey} = ${siteKey} and ${ssoDomains.domain} = lower(split_part(${users.email}, '@', 2)))`,
      ),
    );
}

export type TScimTokenWrite = {
  hash: string;
  prefix: string;
  createdAt: Date;
  createdBy: string;
};

/** Sets the site's SCIM token, replacing any earlier one; answers the connection, or undefined. */
export async function writeScimToken(db: DbOrTx, siteKey: string, token: TScimTokenWrite) {
  const [row] = await db
    .update(ssoProviders)
    .set({
      scimTokenHash: token.hash,
      scimTokenPrefix: token.prefix,
      scimTokenCreatedAt: token.createdAt,
      scimTokenCreatedBy: token.createdBy,
    })
    .where(eq(ssoProviders.siteKey, siteKey))
    .returning();
  return row;
}

const NO_SCIM_TOKEN = {
  scimTokenHash: null,
  scimTokenPrefix: null,
  scimTokenCreatedAt: null,
  scimTokenCreatedBy: null,
};

/**
 * Clears the site's SCIM token (only the one made by `madeBy` when given), answering the
 * connection as it was when a token was cleared.
 */
export async function clearScimToken(db: DbOrTx, siteKey: string, madeBy?: string) {
  const [row] = await db
    .update(ssoProviders)
    .set(NO_SCIM_TOKEN)
    .where(
      and(
        eq(ssoProviders.siteKey, siteKey),
        sql`${ssoProviders.scimTokenHash} is not null`,
        madeBy === undefined ? undefined : eq(ssoProviders.scimTokenCreatedBy, madeBy),
      ),
    )
    .returning({ providerId: ssoProviders.providerId, providerName: ssoProviders.providerName });
  return row;
}

/**
 * The site of the SCIM token with this hash, and its maker, while the maker is an approved site
 * admin of that site: a token is a site admin's act and ends with that standing (decision 188).
 */
export async function findScimTokenSite(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ siteKey: ssoProviders.siteKey, createdBy: siteUsers.userId })
    .from(ssoProviders)
    .innerJoin(
      siteUsers,
      and(
        eq(siteUsers.siteKey, ssoProviders.siteKey),
        eq(siteUsers.userId, ssoProviders.scimTokenCreatedBy),
      ),
    )
    .where(
      and(
        eq(ssoProviders.scimTokenHash, tokenHash),
        approvedMember(),
        sql`coalesce((${siteUsers.permissions}->>'isSiteAdmin')::boolean, false)`,
      ),
    );
  return row;
}
