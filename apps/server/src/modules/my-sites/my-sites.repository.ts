import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { siteUsers, sites, users } from '../../db/schema.ts';

/** The sites a user belongs to (approved or pending), which one is their default, and their role. */
export async function listUserSites(db: DbOrTx, userId: string) {
  const [user] = await db
    .select({ defaultSiteKey: users.defaultSiteKey })
    .from(users)
    .where(eq(users.id, userId));
  const rows = await db
    .select({
      siteKey: siteUsers.siteKey,
      name: sites.name,
      timezone: sites.timezone,
      approved: siteUsers.approved,
      isSiteAdmin: sql<boolean>`coalesce((${siteUsers.permissions}->>'isSiteAdmin')::boolean, false)`,
    })
    .from(siteUsers)
    .innerJoin(sites, eq(sites.siteKey, siteUsers.siteKey))
    .where(eq(siteUsers.userId, userId))
    .orderBy(asc(sites.name), asc(sites.siteKey));
  return rows.map((row) => ({
    ...row,
    isSiteAdmin: row.approved && row.isSiteAdmin,
    isDefault: row.siteKey === user?.defaultSiteKey,
  }));
}

/** A site whose key matches whatever the case. */
export async function siteKeyTaken(db: DbOrTx, siteKey: string) {
  const [row] = await db
    .select({ siteKey: sites.siteKey })
    .from(sites)
    .where(sql`lower(${sites.siteKey}) = lower(${siteKey})`);
  return row !== undefined;
}
