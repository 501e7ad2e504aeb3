import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
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
import { writeRecordEvent } from '../events/index.ts';
import { requireCraftRecord } from './craft-record.repository.ts';
import { photoUrl, requireRecordUpdate } from './record-access.ts';
import {
  deletePhotoRow,
  findLatestPhotoExcept,
  findSitePhoto,
  insertPhoto,
  updateRecordThumbnail,
} from './record-files.repository.ts';

/**
 * Photos one user may upload in ten minutes (each file counts, refused ones too): a crew
 * photographing several records a shift stays far below it, a script decoding images does not.
 */
export const PHOTO_UPLOAD_LIMIT = { max: 100, windowSeconds: 10 * 60 };

type Keys = { full: string; reduced: string; thumb: string };

/** The services' image errors as answers: refused files 400, a full photo queue 429. */
function asAppError(error: unknown): unknown {
  if (error instanceof InvalidImageError) return new AppError('BAD_REQUEST', error.message);
  if (error instanceof ImagesBusyError) return new AppError('TOO_MANY_REQUESTS', error.message);
  return error;
}

/**
 * Photos: counted against the user's upload limit, every file checked (content, size, pixel
 * count) before any is decoded, then each re-encoded into three JPEGs through the photo queue
 * and stored; only then the rows, the record's thumbnail and stamp are written. A refused file
 * leaves nothing behind.
 */
export async function addPhotos(
  db: Database,
  storage: FileStorage,
  scope: Scope,
  input: { craftRecordId: string; files: File[]; limitMultiplier?: number },
  now = new Date(),
) {
  const { craftRecordId, files } = input;
  const limit = {
    ...PHOTO_UPLOAD_LIMIT,
    max: PHOTO_UPLOAD_LIMIT.max * (input.limitMultiplier ?? 1),
  };
  for (let i = 0; i < files.length; i += 1)
    await consumeRateLimit(db, `photoUploadsPerUser:${scope.userId}`, limit);
  const record = await requireCraftRecord(db, scope, craftRecordId);
  requireRecordUpdate(scope, record);
  const stored: { id: string; keys: Keys }[] = [];
  try {
    const uploads = await Promise.all(
      files.map(async (file) => ({
        name: file.name,
        bytes: Buffer.from(await file.arrayBuffer()),
      })),
    );
    for (const upload of uploads) await checkImage(upload.name, upload.bytes);
    for (const upload of uploads) {
      const images = await processImage(upload.name, upload.bytes);
      const id = randomUUID();
      const base = `${scope.siteKey}/photos/${id}`;
      const keys: Keys = {
        full: `${base}/full.jpg`,
        reduced: `${base}/reduced.jpg`,
        thumb: `${base}/thumb.jpg`,
      };
      await storage.put(keys.full, images.full);
      await storage.put(keys.reduced, images.reduced);
      await storage.put(keys.thumb, images.thumb);
      stored.push({ id, keys });
    }
  } catch (error) {
    for (const s of stored) for (const key of Object.values(s.keys)) await storage.remove(key);
    throw asAppError(error);
  }
  await db.transaction(async (tx) => {
    for (const s of stored) {
      await insertPhoto(tx, {
        id: s.id,
        siteKey: scope.siteKey,
        craftRecordId,
        photoUrl: s.keys.full,
        photoUrlReduced: s.keys.reduced,
        photoUrlThumb: s.keys.thumb,
        createdBy: scope.userId,
        timestampCreated: now,
      });
      await writeRecordEvent(tx, {
        siteKey: scope.siteKey,
        eventType: EVENT_TYPE.ADDED_PHOTO,
        craftRecordId,
        title: record.title,
        createdBy: scope.userId,
      });
    }
    const last = stored.at(-1);
    if (last) {
      await updateRecordThumbnail(tx, craftRecordId, photoUrl(last.id, 'thumb'), scope.userId, now);
    }
    await notifyChange(tx, { site: scope.siteKey, topics: ['craftRecords'], ids: [craftRecordId] });
  });
  return { photoIds: stored.map((s) => s.id) };
}

export async function deletePhoto(
  db: Database,
  storage: FileStorage,
  scope: Scope,
  photoId: string,
  now = new Date(),
) {
  const keys = await db.transaction(async (tx) => {
    const photo = await findSitePhoto(tx, scope.siteKey, photoId);
    if (!photo) throw new AppError('NOT_FOUND', MESSAGES.dataNotAvailable);
    const record = await requireCraftRecord(tx, scope, photo.craftRecordId, true);
    requireRecordUpdate(scope, record);
    await deletePhotoRow(tx, photoId);
    const latest = await findLatestPhotoExcept(tx, record.id, photoId);
    await updateRecordThumbnail(
      tx,
      record.id,
      latest ? photoUrl(latest.id, 'thumb') : null,
      scope.userId,
      now,
    );
    await writeRecordEvent(tx, {
      siteKey: scope.siteKey,
      eventType: EVENT_TYPE.REMOVED_PHOTO,
      craftRecordId: record.id,
      title: record.title,
      createdBy: scope.userId,
    });
    await notifyChange(tx, { site: scope.siteKey, topics: ['craftRecords'], ids: [record.id] });
    return [photo.photoUrl, photo.photoUrlReduced, photo.photoUrlThumb];
  });
  for (const key of keys) await storage.remove(key);
}
