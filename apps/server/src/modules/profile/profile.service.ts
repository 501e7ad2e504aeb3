import type { TLanguage } from '@craftwork/domain/i18n/languages';
import type { Database } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE, PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { findMembership } from '../sites/index.ts';
import {
  liveSiteLocationIds,
  replaceUserLocations,
  updateUserRow,
  type TUserChanges,
} from './profile.repository.ts';

async function updateUser(db: Database, userId: string, values: TUserChanges) {
  await db.transaction(async (tx) => {
    await updateUserRow(tx, userId, values);
    await notifyChange(tx, { users: [userId], topics: ['me'] });
  });
}

export const updatePhone = (db: Database, userId: string, phone: string) =>
  updateUser(db, userId, { phone });

export const setNotifications = (db: Database, userId: string, receiveNotifications: boolean) =>
  updateUser(db, userId, { receiveNotifications });

/** The user's own language; null returns them to the browser's, else the site's default. */
export const setLanguage = (db: Database, userId: string, language: TLanguage | null) =>
  updateUser(db, userId, { language });

/** Only approved site keys can be the default. */
export async function setDefaultSite(db: Database, userId: string, siteKey: string) {
  const member = await findMembership(db, siteKey, userId);
  if (!member?.approved) throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
  await updateUser(db, userId, { defaultSiteKey: siteKey });
}

/** Replaces the user's location selection on their current site. */
export async function setUserLocations(
  db: Database,
  siteKey: string,
  userId: string,
  locationIds: string[],
) {
  const unique = [...new Set(locationIds)];
  await db.transaction(async (tx) => {
    const known = unique.length ? await liveSiteLocationIds(tx, siteKey, unique) : [];
    if (known.length !== unique.length) throw new AppError('BAD_REQUEST', NOT_AVAILABLE_MESSAGE);
    await replaceUserLocations(tx, siteKey, userId, unique);
    await notifyChange(tx, { users: [userId], topics: ['me', 'locations'] });
  });
}
