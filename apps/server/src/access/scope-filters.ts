import { and, arrayContains, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { craftRecords, tasks } from '../db/schema.ts';
import type { Scope } from './scope.ts';

const nothing = sql`false`;

/** Rows in the user's selected locations (rows without a location stay visible). */
function inLocations(
  column: typeof craftRecords.locationId | typeof tasks.locationId,
  scope: Scope,
): SQL {
  if (scope.locationIds.length === 0) return nothing;
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
