import { and, eq } from 'drizzle-orm';
import type { TPermissions } from '@craftwork/domain/access/permissions';
import type { DbOrTx } from '../db/client.ts';
import { siteUsers, userLocations, users } from '../db/schema.ts';

/** What a signed-in user may see and do on their current (default, approved) site. */
export type Scope = {
  siteKey: string;
  userId: string;
  companyId: string | null;
  isPlantPersonnel: boolean;
  permissions: TPermissions;
  /** Locations the user selected on this site; an empty list means lists load nothing. */
  locationIds: string[];
};

export type ScopeResult =
  { kind: 'no-site' } | { kind: 'pending'; siteKey: string } | { kind: 'approved'; scope: Scope };

export async function resolveScope(db: DbOrTx, userId: string): Promise<ScopeResult> {
  const [user] = await db
    .select({ siteKey: users.defaultSiteKey })
    .from(users)
    .where(eq(users.id, userId));
  const siteKey = user?.siteKey;
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
  const [member] = await db
    .select()
    .from(siteUsers)
    .where(and(eq(siteUsers.siteKey, siteKey), eq(siteUsers.userId, userId)));
  if (!member) return { kind: 'no-site' };
  if (!member.approved) return { kind: 'pending', siteKey };
  const selected = await db
    .select({ locationId: userLocations.locationId })
    .from(userLocations)
    .where(
      and(
        eq(userLocations.siteKey, siteKey),
        eq(userLocations.userId, userId),
        eq(userLocations.value, true),
      ),
    );
  return {
    kind: 'approved',
    scope: {
      siteKey,
      userId,
      companyId: member.companyId,
      isPlantPersonnel: member.permissions.isPlantPersonnel,
      permissions: member.permissions,
      locationIds: selected.map((l) => l.locationId),
    },
  };
}
