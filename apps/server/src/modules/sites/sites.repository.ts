import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  assets,
  companies,
  events,
  locations,
  siteUsers,
  sites,
  userLocations,
  users,
} from '../../db/schema.ts';

export type TSiteUserPermissions = typeof siteUsers.$inferSelect.permissions;

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

/** Adds a pending (not approved) membership with the given permissions. */
export async function insertPendingMember(
  db: DbOrTx,
  siteKey: string,
  userId: string,
  permissions: TSiteUserPermissions,
): Promise<void> {
  await db.insert(siteUsers).values({ siteKey, userId, approved: false, permissions });
}

/** Makes the site the user's default site when they have none. */
export async function setDefaultSiteIfNone(
  db: DbOrTx,
  userId: string,
  siteKey: string,
): Promise<void> {
  await db
    .update(users)
    .set({ defaultSiteKey: siteKey, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.defaultSiteKey)));
}

/** The user's name, or undefined when there is no such user. */
export async function findUserName(db: DbOrTx, userId: string) {
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return user?.name;
}

/** Whether the company (deleted or not) belongs to the site. */
export async function siteHasCompany(db: DbOrTx, siteKey: string, companyId: string) {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.siteKey, siteKey)));
  return company !== undefined;
}

/** Approves a membership with its company and permissions. */
export async function approveMembership(
  db: DbOrTx,
  input: {
    siteKey: string;
    userId: string;
    approverId: string;
    companyId: string | null;
    permissions: TSiteUserPermissions;
  },
): Promise<void> {
  await db
    .update(siteUsers)
    .set({
      approved: true,
      approvedAt: new Date(),
      approvedBy: input.approverId,
      companyId: input.companyId,
      permissions: input.permissions,
    })
    .where(and(eq(siteUsers.siteKey, input.siteKey), eq(siteUsers.userId, input.userId)));
}

/** Writes one event of the site's membership history (no record, no task). */
export async function insertMembershipEvent(
  db: DbOrTx,
  input: { id: string; siteKey: string; eventType: number; title: string; createdBy: string },
): Promise<void> {
  await db.insert(events).values(input);
}
