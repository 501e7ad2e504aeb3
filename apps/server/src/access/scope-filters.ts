import {
  and,
  arrayContains,
  eq,
  inArray,
  isNull,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { craftRecords, siteUsers, tasks } from '../db/schema.ts';
import type { Scope } from './scope.ts';

const nothing = sql`false`;

/**
 * The domain's `inVisibleLocations` in SQL: rows in the scope's locations, and rows without a
 * location whatever the scope selected (issue 32: a new site's first record has none).
 */
export function inLocations(column: AnyColumn, scope: Scope): SQL {
  if (scope.locationIds.length === 0) return isNull(column);
  return or(isNull(column), inArray(column, scope.locationIds)) ?? nothing;
}

/** Craft records the scope may see: its site; company users only records authorized for them. */
export function craftRecordScope(scope: Scope): SQL {
  const company = scope.isPlantPersonnel
    ? undefined
    : scope.companyId
      ? arrayContains(craftRecords.authorizedCompanies, [scope.companyId])
      : nothing;
  return (
    and(
      eq(craftRecords.siteKey, scope.siteKey),
      company,
      inLocations(craftRecords.locationId, scope),
    ) ?? nothing
  );
}

/** Tasks the scope may see: its site; company users only tasks assigned to their company. */
export function taskScope(scope: Scope): SQL {
  const company = scope.isPlantPersonnel
    ? undefined
    : scope.companyId
      ? eq(tasks.assignedCompanyId, scope.companyId)
      : nothing;
  return (
    and(eq(tasks.siteKey, scope.siteKey), company, inLocations(tasks.locationId, scope)) ?? nothing
  );
}

/** Live (not deleted) tasks the scope may see: the condition most task reads start from. */
export function liveTaskInScope(scope: Scope): SQL {
  return and(taskScope(scope), isNull(tasks.deletedAt)) ?? nothing;
}

/** Site users whose membership an administrator approved (of any site; join on the site). */
export function approvedMember(): SQL {
  return eq(siteUsers.approved, true);
}

/** The approved members of one site. */
export function approvedMemberOf(siteKey: string): SQL {
  return and(eq(siteUsers.siteKey, siteKey), approvedMember()) ?? nothing;
}
