import { userPhotoPath } from '@craftwork/domain/accounts/photo-urls';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { listSiteCompanies } from './sites.repository.ts';
import { listVisibleUsers } from './visible-users.repository.ts';

/**
 * getVisibleCompaniesAndUsers: plant personnel see every company and approved user of the
 * site; company users only their own company and its users. The user named "server" is hidden.
 */
export async function visibleCompaniesAndUsers(db: Database, scope: Scope) {
  const onlyCompany = scope.isPlantPersonnel ? undefined : scope.companyId;
  const visibleCompanies = await listSiteCompanies(db, scope.siteKey, onlyCompany);
  const rows = await listVisibleUsers(db, scope.siteKey, onlyCompany);
  return {
    code: 200 as const,
    data: {
      companies: visibleCompanies,
      users: Object.fromEntries(
        rows.map((u) => [
          u.id,
          {
            displayName: u.displayName,
            email: u.email,
            userPhotoUrl: u.photoThumbKey
              ? userPhotoPath(u.id, 'thumb', u.photoThumbKey)
              : u.photoUrl,
            companyId: u.companyId,
            companyName: u.companyName,
          },
        ]),
      ),
    },
  };
}
