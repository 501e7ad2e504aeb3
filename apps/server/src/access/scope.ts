import { and, eq, isNull, sql } from 'drizzle-orm';
import { visibleLocationIds } from '@craftwork/domain/access/location-scope';
import type { TPermissions } from '@craftwork/domain/access/permissions';
import type { DbOrTx } from '../db/client.ts';
import { locations, siteUsers, userLocations, users } from '../db/schema.ts';

/** What a signed-in user may see and do on their current (default, approved) site. */
export type Scope = {
  siteKey: string;
  userId: string;
  companyId: string | null;
  isPlantPersonnel: boolean;
  permissions: TPermissions;
  /**
   * The locations whose rows the user sees (the domain's `visibleLocationIds`: their selection,
   * or every location for a site admin who selected none). Rows without a location are seen
   * whatever this holds.
   */
  locationIds: string[];
};

export type ScopeResult =
  { kind: 'no-site' } | { kind: 'pending'; siteKey: string } | { kind: 'approved'; scope: Scope };

/**
 * The scope on the user's default site. A caller holding the session's user row (read in this
 * request) passes its default site key, sparing a second read of the same row.
 */
export async function resolveScope(
  db: DbOrTx,
  userId: string,
  defaultSiteKey?: string | null,
): Promise<ScopeResult> {
  const siteKey =
    defaultSiteKey !== undefined
      ? defaultSiteKey
      : (
          await db.select({ siteKey: users.defaultSiteKey }).from(users).where(eq(users.id, userId))
        )[0]?.siteKey;
  if (!siteKey) return { kind: 'no-site' };
  return resolveSiteScope(db, siteKey, userId);
}

/**
 * A member's scope on a given site, whatever their default site is: for work done on their
 * behalf later (a scheduled report runs in its owner's scope on the configuration's site).
 */
export async function resolveSiteScope(
  db: DbOrTx,
  siteKey: string,
  userId: string,
): Promise<ScopeResult> {
  // One statement: every request of a signed-in user runs it before its own work, and each
  // round trip to the database there adds to every answer's time (issue 38).
  const [member] = await db
    .select({
      approved: siteUsers.approved,
      companyId: siteUsers.companyId,
      permissions: siteUsers.permissions,
      selected: sql<
        string[]
      >`array(select ${userLocations.locationId} from ${userLocations} where ${and(
        eq(userLocations.siteKey, siteKey),
        eq(userLocations.userId, userId),
        eq(userLocations.value, true),
      )})`,
      // Only a site admin's scope can widen to every location.
      siteLocations: sql<string[]>`case when (${siteUsers.permissions}->>'isSiteAdmin')::boolean
        then array(select ${locations.id} from ${locations} where ${and(
          eq(locations.siteKey, siteKey),
          isNull(locations.deletedAt),
        )}) else '{}'::text[] end`,
    })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteKey, siteKey), eq(siteUsers.userId, userId)));
  if (!member) return { kind: 'no-site' };
  if (!member.approved) return { kind: 'pending', siteKey };
  return {
    kind: 'approved',
    scope: {
      siteKey,
      userId,
      companyId: member.companyId,
      isPlantPersonnel: member.permissions.isPlantPersonnel,
      permissions: member.permissions,
      locationIds: visibleLocationIds({
        selectedLocationIds: member.selected,
        siteLocationIds: member.siteLocations,
        isSiteAdmin: member.permissions.isSiteAdmin,
      }),
    },
  };
}
