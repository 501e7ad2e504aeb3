import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { sites, users } from '../db/schema.ts';

/** The language a person chose (null: none), or undefined for no such person. */
export async function findUserLanguage(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language;
}

/**
 * A person's own language and their default site's default language, in one read (a refusal's
 * reader); both null when there is no such person or no such site.
 */
export async function findReaderLanguages(db: DbOrTx, userId: string, siteKey: string | null) {
  const [row] = await db
    .select({ language: users.language, siteDefault: sites.defaultLanguage })
    .from(users)
    .leftJoin(sites, siteKey === null ? sql`false` : eq(sites.siteKey, siteKey))
    .where(eq(users.id, userId));
  return { language: row?.language ?? null, siteDefault: row?.siteDefault ?? null };
}

/**
 * A person's own language and their default site's default language, by their id (the account
 * e-mails' reader, who may be signed out); both null when there is no such person or site.
 */
export async function findAccountReaderLanguages(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ language: users.language, siteDefault: sites.defaultLanguage })
    .from(users)
    .leftJoin(sites, eq(sites.siteKey, users.defaultSiteKey))
    .where(eq(users.id, userId));
  return { language: row?.language ?? null, siteDefault: row?.siteDefault ?? null };
}

/** A site's default language, or undefined for no such site. */
export async function findSiteDefaultLanguage(db: DbOrTx, siteKey: string) {
  const [row] = await db
    .select({ defaultLanguage: sites.defaultLanguage })
    .from(sites)
    .where(eq(sites.siteKey, siteKey));
  return row?.defaultLanguage;
}
