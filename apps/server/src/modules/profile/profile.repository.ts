import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { locations, userLocations, users } from '../../db/schema.ts';

/** The profile values a user may change on their own account. */
export type TUserChanges = Partial<typeof users.$inferInsert>;

export async function updateUserRow(
  tx: DbOrTx,
  userId: string,
  values: TUserChanges,
): Promise<void> {
  await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Which of `ids` are live locations of the site. */
export function liveSiteLocationIds(tx: DbOrTx, siteKey: string, ids: string[]) {
  return tx
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(eq(locations.siteKey, siteKey), inArray(locations.id, ids), isNull(locations.deletedAt)),
    );
}

/** Replaces the user's selected locations on a site (call inside a transaction). */
export async function replaceUserLocations(
  tx: DbOrTx,
  siteKey: string,
  userId: string,
  locationIds: string[],
): Promise<void> {
  await tx
    .delete(userLocations)
    .where(and(eq(userLocations.siteKey, siteKey), eq(userLocations.userId, userId)));
  if (locationIds.length) {
    await tx
      .insert(userLocations)
      .values(locationIds.map((locationId) => ({ siteKey, userId, locationId, value: true })));
  }
}
