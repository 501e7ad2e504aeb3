import { randomUUID } from 'node:crypto';
import type { Scope } from '../../access/scope.ts';
import { consumeRateLimit } from '../../access/rate-limit.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import {
  checkImage,
  ImagesBusyError,
  InvalidImageError,
  processImage,
} from '../../storage/images.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { writeAudit } from '../audit/index.ts';
import {
  ASSET_PHOTO_SIZES,
  assetPhotoKey,
  assetPhotoUrl,
  photoVersionOf,
  requireAssetManager,
  type TAssetPhotoSize,
} from './asset-access.ts';
import {
  findLiveAssetPhoto,
  requireAssetForUpdate,
  requireAssetView,
  updateAssetRow,
} from './assets.repository.ts';

/** Asset photos one user may upload in ten minutes (refused ones count too), as record photos. */
export const ASSET_PHOTO_UPLOAD_LIMIT = { max: 100, windowSeconds: 10 * 60 };

function asAppError(error: unknown): unknown {
  if (error instanceof InvalidImageError) return new AppError('BAD_REQUEST', error.message);
  if (error instanceof ImagesBusyError) return new AppError('TOO_MANY_REQUESTS', error.message);
  return error;
}

const keysOf = (siteKey: string, assetId: string, version: string) =>
  ASSET_PHOTO_SIZES.map((size) => assetPhotoKey(siteKey, assetId, version, size));

/**
 * The asset's photo: plant personnel only. The file is checked by its content (as record
 * photos: content, size, pixels) before anything is decoded, re-encoded into the three JPEGs
 * and stored; only then the asset points at it, and the previous photo's files are removed.
 */
export async function setAssetPhoto(
  db: Database,
  storage: FileStorage,
  scope: Scope,
  input: { assetId: string; file: File; limitMultiplier?: number },
  now = new Date(),
) {
  requireAssetManager(scope);
  await consumeRateLimit(db, `assetPhotoUploadsPerUser:${scope.userId}`, {
    ...ASSET_PHOTO_UPLOAD_LIMIT,
    max: ASSET_PHOTO_UPLOAD_LIMIT.max * (input.limitMultiplier ?? 1),
  });
  await requireAssetView(db, scope.siteKey, input.assetId);
  const version = randomUUID();
  const keys = keysOf(scope.siteKey, input.assetId, version);
  try {
    const bytes = Buffer.from(await input.file.arrayBuffer());
    await checkImage(input.file.name, bytes);
    const images = await processImage(input.file.name, bytes);
    for (const size of ASSET_PHOTO_SIZES)
      await storage.put(assetPhotoKey(scope.siteKey, input.assetId, version, size), images[size]);
  } catch (error) {
    for (const key of keys) await storage.remove(key);
    throw asAppError(error);
  }
  const thumbnailUrl = assetPhotoUrl(input.assetId, version, 'thumb');
  let previous: string | null = null;
  try {
    previous = await db.transaction(async (tx) => {
      const asset = await requireAssetForUpdate(tx, scope.siteKey, input.assetId);
      await updateAssetRow(tx, asset.id, { thumbnailUrl, updatedAt: now });
      await writeAudit(tx, {
        siteKey: scope.siteKey,
        actorId: scope.userId,
        area: 'assets',
        action: 'updated',
        targetId: asset.id,
        targetLabel: asset.title,
        before: { photo: asset.thumbnailUrl },
        after: { photo: thumbnailUrl },
      });
      await notifyChange(tx, { site: scope.siteKey, topics: ['assets'], ids: [asset.id] });
      return photoVersionOf(asset.thumbnailUrl);
    });
  } catch (error) {
    for (const key of keys) await storage.remove(key);
    throw error;
  }
  if (previous)
    for (const key of keysOf(scope.siteKey, input.assetId, previous)) await storage.remove(key);
  return { thumbnailUrl };
}

/** Removes the asset's photo: plant personnel only. */
export async function removeAssetPhoto(
  db: Database,
  storage: FileStorage,
  scope: Scope,
  assetId: string,
  now = new Date(),
) {
  requireAssetManager(scope);
  const previous = await db.transaction(async (tx) => {
    const asset = await requireAssetForUpdate(tx, scope.siteKey, assetId);
    if (!asset.thumbnailUrl) return null;
    await updateAssetRow(tx, asset.id, { thumbnailUrl: null, updatedAt: now });
    await writeAudit(tx, {
      siteKey: scope.siteKey,
      actorId: scope.userId,
      area: 'assets',
      action: 'updated',
      targetId: asset.id,
      targetLabel: asset.title,
      before: { photo: asset.thumbnailUrl },
      after: { photo: null },
    });
    await notifyChange(tx, { site: scope.siteKey, topics: ['assets'], ids: [asset.id] });
    return photoVersionOf(asset.thumbnailUrl);
  });
  if (previous)
    for (const key of keysOf(scope.siteKey, assetId, previous)) await storage.remove(key);
}

/**
 * The stored file of an asset photo address, for members of the asset's site only; null when
 * the asset is unknown, deleted, of another site, or the address is not its current photo.
 */
export async function findAssetPhotoFile(
  db: Database,
  scope: Scope,
  assetId: string,
  version: string,
  size: TAssetPhotoSize,
) {
  const asset = await findLiveAssetPhoto(db, scope.siteKey, assetId);
  if (!asset || photoVersionOf(asset.thumbnailUrl) !== version) return null;
  return {
    key: assetPhotoKey(scope.siteKey, assetId, version, size),
    contentType: 'image/jpeg',
    filename: `asset-${size}.jpg`,
  };
}
