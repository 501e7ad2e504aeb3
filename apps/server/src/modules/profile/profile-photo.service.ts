import { randomUUID } from 'node:crypto';
import { consumeRateLimit } from '../../access/rate-limit.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { ImagesBusyError, InvalidImageError, processImage } from '../../storage/images.ts';
import type { FileStorage } from '../../storage/storage.ts';
import {
  approvedSiteKeys,
  findPhotoKeys,
  setPhotoKeys,
  type PhotoKeys,
} from './profile-photo.repository.ts';

/** Profile photos one user may upload in ten minutes (refused ones count too). */
export const PROFILE_PHOTO_LIMIT = { max: 20, windowSeconds: 10 * 60 };

async function removeKeys(storage: FileStorage, keys: PhotoKeys | null) {
  if (keys) for (const key of Object.values(keys)) await storage.remove(key);
}

/** The user's screens and the user lists of their sites show the new photo. */
async function announce(db: Database, userId: string) {
  await db.transaction(async (tx) => {
    await notifyChange(tx, { users: [userId], topics: ['me'] });
    for (const site of await approvedSiteKeys(tx, userId))
      await notifyChange(tx, { site, topics: ['siteUsers'] });
  });
}

/**
 * The profile card's photo: checked by content (photos.ts) before anything is decoded or saved,
 * re-encoded into the three JPEGs (full 1.0, reduced 0.8, 300x300 thumbnail) through the shared
 * photo queue, stored under new keys (so its address changes), then the old photo is removed.
 */
export async function setProfilePhoto(
  db: Database,
  storage: FileStorage,
  userId: string,
  file: File,
  limitMultiplier = 1,
) {
  await consumeRateLimit(db, `profilePhotoUploads:${userId}`, {
    ...PROFILE_PHOTO_LIMIT,
    max: PROFILE_PHOTO_LIMIT.max * limitMultiplier,
  });
  let images;
  try {
    images = await processImage(file.name, Buffer.from(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof InvalidImageError) throw new AppError('BAD_REQUEST', error.message);
    if (error instanceof ImagesBusyError) throw new AppError('TOO_MANY_REQUESTS', error.message);
    throw error;
  }
  const base = `users/${userId}/photo/${randomUUID()}`;
  const keys: PhotoKeys = {
    full: `${base}/full.jpg`,
    reduced: `${base}/reduced.jpg`,
    thumb: `${base}/thumb.jpg`,
  };
  try {
    await storage.put(keys.full, images.full);
    await storage.put(keys.reduced, images.reduced);
    await storage.put(keys.thumb, images.thumb);
  } catch (error) {
    await removeKeys(storage, keys);
    throw error;
  }
  const old = await findPhotoKeys(db, userId);
  await setPhotoKeys(db, userId, keys);
  await removeKeys(storage, old);
  await announce(db, userId);
  return { ok: true as const };
}

/** Remove photo: the card shows the initials again. */
export async function removeProfilePhoto(db: Database, storage: FileStorage, userId: string) {
  const old = await findPhotoKeys(db, userId);
  if (!old) return { ok: true as const };
  await setPhotoKeys(db, userId, null);
  await removeKeys(storage, old);
  await announce(db, userId);
  return { ok: true as const };
}
