import { PERMISSION_PRESETS } from '@craftwork/domain/access/permissions';
import type { DbOrTx } from '../../db/client.ts';
import {
  addMember,
  createSite,
  createVerifiedUser,
  type TNewSite,
} from './site-setup.repository.ts';

export {
  addMember,
  createSite,
  createVerifiedUser,
  DEFAULT_CRAFT_TYPES,
  type TNewSite,
  type TNewUser,
} from './site-setup.repository.ts';

/** `admin create-site`: the site plus an approved site admin. */
export async function createSiteWithAdmin(
  db: DbOrTx,
  input: TNewSite & { adminEmail: string; adminPassword: string; adminName?: string },
) {
  const siteKey = await createSite(db, input);
  const userId = await createVerifiedUser(db, {
    email: input.adminEmail,
    password: input.adminPassword,
    displayName: input.adminName ?? 'Site Admin',
  });
  await addMember(db, {
    siteKey,
    userId,
    approved: true,
    permissions: PERMISSION_PRESETS.siteAdmin,
  });
  return { siteKey, userId };
}
