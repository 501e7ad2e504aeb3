import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  assets,
  craftRecords,
  locations,
  siteUsers,
  tasks,
  userLocations,
} from '../../db/schema.ts';
import { approvedMemberOf } from '../../access/scope-filters.ts';

export type TLocationRow = typeof locations.$inferSelect;

/** The site's live locations, by title. */
/** Whether the id is a live (not deleted) location of the site. */
export async function isLiveLocation(db: DbOrTx, siteKey: string, locationId: string) {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        eq(locations.id, locationId),
        eq(locations.siteKey, siteKey),
        isNull(locations.deletedAt),
      ),
    );
  return Boolean(row);
}

export function listLocations(db: DbOrTx, siteKey: string) {
  return db
    .select({
      id: locations.id,
      title: locations.title,
      department: locations.department,
      latitude: locations.latitude,
      longitude: locations.longitude,
    })
    .from(locations)
    .where(and(eq(locations.siteKey, siteKey), isNull(locations.deletedAt)))
    .orderBy(asc(sql`lower(${locations.title})`), asc(locations.id));
}

/** A live location of the site, locked for the change that reads it; undefined when none. */
export async function findLocationForUpdate(tx: DbOrTx, siteKey: string, id: string) {
  const [row] = await tx
    .select()
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.siteKey, siteKey), isNull(locations.deletedAt)))
    .for('update');
  return row;
}

export async function insertLocation(tx: DbOrTx, row: typeof locations.$inferInsert) {
  await tx.insert(locations).values(row);
}

export async function updateLocation(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof locations.$inferInsert>,
) {
  await tx.update(locations).set(values).where(eq(locations.id, id));
}

/**
 * Selects the location for every approved member of the site, so that what is filed under it
 * is seen at once (an unselected location hides its records: decision 125).
 */
export async function selectForApprovedMembers(tx: DbOrTx, siteKey: string, locationId: string) {
  const members = await tx
    .select({ userId: siteUsers.userId })
    .from(siteUsers)
    .where(approvedMemberOf(siteKey));
  if (members.length === 0) return [];
  await tx
    .insert(userLocations)
    .values(members.map((m) => ({ siteKey, userId: m.userId, locationId, value: true })))
    .onConflictDoUpdate({
      target: [userLocations.siteKey, userLocations.userId, userLocations.locationId],
      set: { value: true },
    });
  return members.map((m) => m.userId);
}

/** Drops every user's selection of a deleted location. */
export async function clearSelections(tx: DbOrTx, siteKey: string, locationId: string) {
  await tx
    .delete(userLocations)
    .where(and(eq(userLocations.siteKey, siteKey), eq(userLocations.locationId, locationId)));
}

const count = sql<number>`count(*)`.mapWith(Number);

/** What still names the location: live craft records, tasks and assets, and default locations. */
export async function locationUsage(tx: DbOrTx, siteKey: string, locationId: string) {
  const [[records], [openTasks], [siteAssets], [defaults]] = await Promise.all([
    tx
      .select({ n: count })
      .from(craftRecords)
      .where(
        and(
          eq(craftRecords.siteKey, siteKey),
          eq(craftRecords.locationId, locationId),
          isNull(craftRecords.deletedAt),
        ),
      ),
    tx
      .select({ n: count })
      .from(tasks)
      .where(
        and(eq(tasks.siteKey, siteKey), eq(tasks.locationId, locationId), isNull(tasks.deletedAt)),
      ),
    tx
      .select({ n: count })
      .from(assets)
      .where(
        and(
          eq(assets.siteKey, siteKey),
          eq(assets.locationId, locationId),
          isNull(assets.deletedAt),
        ),
      ),
    tx
      .select({ n: count })
      .from(siteUsers)
      .where(and(eq(siteUsers.siteKey, siteKey), eq(siteUsers.defaultLocationId, locationId))),
  ]);
  return {
    craftRecords: records?.n ?? 0,
    tasks: openTasks?.n ?? 0,
    assets: siteAssets?.n ?? 0,
    defaultLocations: defaults?.n ?? 0,
  };
}

/**
 * Selects every live location of the site for a member (for approval to call, so that a newly
 * approved member sees the site's work as every existing member does: decision 125).
 */
export async function selectAllLocationsFor(tx: DbOrTx, siteKey: string, userId: string) {
  const live = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.siteKey, siteKey), isNull(locations.deletedAt)));
  if (live.length === 0) return;
  await tx
    .insert(userLocations)
    .values(live.map((l) => ({ siteKey, userId, locationId: l.id, value: true })))
    .onConflictDoNothing();
}

/**
 * A newly approved member starts with every live location selected (as a new location is
 * selected for every approved member), unless they already chose some on this site: otherwise
 * their lists would load nothing until they chose locations on /user-info.
 */
export async function selectAllLocationsIfNone(tx: DbOrTx, siteKey: string, userId: string) {
  const chosen = await tx
    .select({ locationId: userLocations.locationId })
    .from(userLocations)
    .where(and(eq(userLocations.siteKey, siteKey), eq(userLocations.userId, userId)))
    .limit(1);
  if (chosen.length === 0) await selectAllLocationsFor(tx, siteKey, userId);
}

/** The named departments of the given live locations of the site, A to Z (filter choices). */
export async function departmentsOfLocations(
  db: DbOrTx,
  siteKey: string,
  locationIds: readonly string[],
): Promise<string[]> {
  if (locationIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ department: locations.department })
    .from(locations)
    .where(
      and(
        eq(locations.siteKey, siteKey),
        isNull(locations.deletedAt),
        inArray(locations.id, [...locationIds]),
        isNotNull(locations.department),
      ),
    )
    .orderBy(locations.department);
  return rows.flatMap((r) => (r.department && r.department.trim() !== '' ? [r.department] : []));
}
