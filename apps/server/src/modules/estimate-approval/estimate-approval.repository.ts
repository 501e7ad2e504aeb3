import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sites, users } from '../../db/schema.ts';

/** The site's name and time zone the public estimate page shows. */
export async function findSiteHeading(
  db: DbOrTx,
  siteKey: string,
): Promise<{ name: string; timezone: string } | undefined> {
  const [site] = await db
    .select({ name: sites.name, timezone: sites.timezone })
    .from(sites)
    .where(eq(sites.siteKey, siteKey));
  return site;
}

/**
 * Where the estimate's creator is mailed, and in what language: their own, and the estimate's
 * site's default (null when none is set or there is no such site).
 */
export async function findUserContact(
  db: DbOrTx,
  userId: string,
  siteKey: string,
): Promise<
  | { email: string; name: string; language: string | null; siteDefaultLanguage: string | null }
  | undefined
> {
  const [user] = await db
    .select({
      email: users.email,
      name: users.name,
      language: users.language,
      siteDefaultLanguage: sites.defaultLanguage,
    })
    .from(users)
    .leftJoin(sites, eq(sites.siteKey, siteKey))
    .where(eq(users.id, userId));
  return user;
}
