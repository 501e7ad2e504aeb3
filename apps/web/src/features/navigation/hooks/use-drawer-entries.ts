import { useMemo } from 'react';
import { drawerEntries, type TDrawerEntry } from '@craftwork/domain/navigation/drawer';
import { FEATURE_FLAGS } from '@craftwork/domain/site/release';
import { NO_PERMISSIONS } from '@craftwork/domain/access/permissions';
import { siteCustomizations, type TSiteContext } from '../../../lib/session';

/** The drawer's entries for the signed-in user on their site (rules in the domain package). */
export function useDrawerEntries(site: TSiteContext): TDrawerEntry[] {
  return useMemo(
    () =>
      drawerEntries({
        validCraftTypes: site.validCraftTypes,
        validTaskStatusCodes: site.validTaskStatusCodes,
        customizations: siteCustomizations(site),
        permissions: { ...NO_PERMISSIONS, ...site.siteUser.permissions },
        companyId: site.siteUser.companyId,
        companyCraftTypes: site.company?.craftTypes ?? [],
        managingCompanyId: site.managingCompanyId,
        featureFlags: FEATURE_FLAGS,
      }),
    [site],
  );
}
