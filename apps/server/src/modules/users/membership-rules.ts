import type { TPermissions } from '@craftwork/domain/access/permissions';
import { USER_MESSAGES, losesLastSiteAdmin, needsCompany } from '@craftwork/domain/admin/users';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import { isLiveLocation } from '../locations/index.ts';
import { countApprovedSiteAdmins, isLiveCompany } from './users.repository.ts';

type Standing = { approved: boolean; permissions: TPermissions };

/**
 * Refuses a change that would leave the site without an approved site admin. Call after
 * `lockSite`, so the count cannot change before the transaction ends.
 */
export async function keepOneSiteAdmin(
  tx: DbOrTx,
  siteKey: string,
  before: Standing,
  after: Standing | null,
): Promise<void> {
  const standing = (s: Standing) => ({
    approved: s.approved,
    isSiteAdmin: s.permissions.isSiteAdmin,
  });
  if (!before.approved || !before.permissions.isSiteAdmin) return;
  const admins = await countApprovedSiteAdmins(tx, siteKey);
  if (losesLastSiteAdmin(admins, standing(before), after && standing(after)))
    throw new AppError('CONFLICT', USER_MESSAGES.lastSiteAdmin);
}

/** The company must be a live one of the site, and is required for non-plant users. */
export async function checkCompany(
  tx: DbOrTx,
  siteKey: string,
  permissions: TPermissions,
  companyId: string | null,
): Promise<void> {
  if (needsCompany(permissions, companyId))
    throw new AppError('BAD_REQUEST', USER_MESSAGES.companyRequired);
  if (companyId && !(await isLiveCompany(tx, siteKey, companyId)))
    throw new AppError('BAD_REQUEST', NOT_AVAILABLE_MESSAGE);
}

export async function checkLocation(tx: DbOrTx, siteKey: string, locationId: string | null) {
  if (locationId && !(await isLiveLocation(tx, siteKey, locationId)))
    throw new AppError('BAD_REQUEST', NOT_AVAILABLE_MESSAGE);
}
