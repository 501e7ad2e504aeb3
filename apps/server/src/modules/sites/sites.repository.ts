import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  assets,
  companies,
  locations,
  siteUsers,
  sites,
  userLocations,
  users,
} from '../../db/schema.ts';

/** Site keys are typed by people: match them case-insensitively. */
export async function findSiteByTypedKey(db: DbOrTx, typed: string) {
  const [site] = await db
    .select({ siteKey: sites.siteKey, name: sites.name })
    .from(sites)
    .where(sql`lower(${sites.siteKey}) = lower(${typed.trim()})`);
  return site ?? null;
}

export function findMembership(db: DbOrTx, siteKey: string, userId: string) {
  return db.query.siteUsers.findFirst({
    where: and(eq(siteUsers.siteKey, siteKey), eq(siteUsers.userId, userId)),
  });
}

export function listMemberships(db: DbOrTx, userId: string) {
  return db
    .select({ siteKey: siteUsers.siteKey, name: sites.name, approved: siteUsers.approved })
    .from(siteUsers)
    .innerJoin(sites, eq(sites.siteKey, siteUsers.siteKey))
    .where(eq(siteUsers.userId, userId))
    .orderBy(asc(sites.name));
}

export function listSiteLocations(db: DbOrTx, siteKey: string) {
  return db
    .select()
    .from(locations)
    .where(and(eq(locations.siteKey, siteKey), isNull(locations.deletedAt)))
    .orderBy(asc(locations.title));
}

export function listSelectedLocationIds(db: DbOrTx, siteKey: string, userId: string) {
  return db
    .select({ locationId: userLocations.locationId })
    .from(userLocations)
    .where(
      and(
        eq(userLocations.siteKey, siteKey),
        eq(userLocations.userId, userId),
        eq(userLocations.value, true),
      ),
    );
}

export function listSiteCompanies(db: DbOrTx, siteKey: string, onlyId?: string | null) {
  return db
    .select({ id: companies.id, name: companies.name, craftTypes: companies.craftTypes })
    .from(companies)
    .where(
      and(
        eq(companies.siteKey, siteKey),
        isNull(companies.deletedAt),
        onlyId === undefined
          ? undefined
          : onlyId === null
            ? inArray(companies.id, [])
            : eq(companies.id, onlyId),
      ),
    )
    .orderBy(asc(companies.name));
}

/** The site's assets a craft record may name, by their Asset ID. */
export function listSiteAssets(db: DbOrTx, siteKey: string) {
  return db
    .select({ id: assets.id, customId: assets.customId, title: assets.title })
    .from(assets)
    .where(and(eq(assets.siteKey, siteKey), isNull(assets.deletedAt)))
    .orderBy(asc(assets.customId), asc(assets.id));
}

/** A live asset of the site, or undefined. */
export function findSiteAsset(db: DbOrTx, siteKey: string, assetId: string) {
  return db.query.assets.findFirst({
    where: and(eq(assets.id, assetId), eq(assets.siteKey, siteKey), isNull(assets.deletedAt)),
  });
}

export function listPendingMembers(db: DbOrTx, siteKey: string) {
  return db
    .select({
      userId: users.id,
      displayName: users.name,
      email: users.email,
      companyName: users.companyName,
      appliedAt: siteUsers.appliedAt,
    })
    .from(siteUsers)
    .innerJoin(users, eq(users.id, siteUsers.userId))
    .where(and(eq(siteUsers.siteKey, siteKey), eq(siteUsers.approved, false)))
    .orderBy(asc(siteUsers.appliedAt));
}
