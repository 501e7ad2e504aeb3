import { and, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { visibleLocationIds } from '@craftwork/domain/access/location-scope';
import type { TPermissions } from '@craftwork/domain/access/permissions';
import type { DbOrTx } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
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
 * What the scope is made of: a member's row on a site, with their selected locations and, for a
 * site admin, every live location of the site. The site and the user are values of the
 * statement (placeholders) or columns of a statement it joins (the session's, see
 * `withDefaultSiteMember`).
 */
function memberColumns(siteKey: SQLWrapper, userId: SQLWrapper) {
  return {
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
  };
}

/** A member's row as memberColumns reads it. */
type TMember = {
  approved: boolean;
  companyId: string | null;
  permissions: TPermissions;
  selected: string[];
  siteLocations: string[];
};

/**
 * One statement, built once (issue 38): every request of a signed-in user runs it before its
 * own work, and each round trip to the database, and each build of a query, adds to every
 * answer's time.
 */
const memberScope = preparedFor((db) => {
  const siteKey = sql.placeholder('siteKey');
  const userId = sql.placeholder('userId');
  return db
    .select(memberColumns(siteKey, userId))
    .from(siteUsers)
    .where(and(eq(siteUsers.siteKey, siteKey), eq(siteUsers.userId, userId)))
    .prepare('resolve_site_scope');
});

/**
 * The join of the user's membership of their default site, for a statement that reads the user
 * (the session check): the scope then comes with the session in one round trip, read by
 * defaultSiteMemberColumns and made by scopeOfDefaultSite. A user without a default site or
 * membership reads nulls.
 */
export const defaultSiteMembership = {
  table: siteUsers,
  on: () => and(eq(siteUsers.siteKey, users.defaultSiteKey), eq(siteUsers.userId, users.id)),
};

/** The member columns of defaultSiteMembership's join (each null without a membership). */
export const defaultSiteMemberColumns = () => {
  const { approved, companyId, permissions, selected, siteLocations } = memberColumns(
    users.defaultSiteKey,
    users.id,
  );
  return {
    memberApproved: approved,
    memberCompanyId: companyId,
    memberPermissions: permissions,
    memberSelected: selected,
    memberSiteLocations: siteLocations,
  };
};

/** What defaultSiteMemberColumns read, as the session check returns it. */
export type TDefaultSiteMemberRow = {
  memberApproved: boolean | null;
  memberCompanyId: string | null;
  memberPermissions: TPermissions | null;
  memberSelected: string[];
  memberSiteLocations: string[];
};

/** The scope on the user's default site from what defaultSiteMemberColumns read with the user. */
export function scopeOfDefaultSite(
  userId: string,
  defaultSiteKey: string | null,
  row: TDefaultSiteMemberRow,
): ScopeResult {
  if (!defaultSiteKey) return { kind: 'no-site' };
  const member =
    row.memberApproved === null || row.memberPermissions === null
      ? undefined
      : {
          approved: row.memberApproved,
          companyId: row.memberCompanyId,
          permissions: row.memberPermissions,
          selected: row.memberSelected,
          siteLocations: row.memberSiteLocations,
        };
  return scopeOfMember(defaultSiteKey, userId, member);
}

function scopeOfMember(siteKey: string, userId: string, member: TMember | undefined): ScopeResult {
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
  const [member] = await memberScope(db).execute({ siteKey, userId });
  return scopeOfMember(siteKey, userId, member);
}
