import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { requireCraftRecord } from './craft-record.repository.ts';
import { findScopedAttachment, findSitePhoto } from './record-files.repository.ts';

/** A stored file the caller may see: a photo of a record in scope, or an attachment of one. */
export async function findReadableFile(
  db: Database,
  scope: Scope,
  kind: 'photo' | 'attachment',
  id: string,
  size: 'full' | 'reduced' | 'thumb' = 'full',
) {
  if (kind === 'photo') {
    const photo = await findSitePhoto(db, scope.siteKey, id);
    if (!photo) return null;
    await requireCraftRecord(db, scope, photo.craftRecordId);
    const key =
      size === 'thumb'
        ? photo.photoUrlThumb
        : size === 'reduced'
          ? photo.photoUrlReduced
          : photo.photoUrl;
    return { key, contentType: 'image/jpeg', filename: `${id}-${size}.jpg` };
  }
  const attachment = await findScopedAttachment(db, scope, id);
  if (!attachment?.craftRecordId) return null;
  await requireCraftRecord(db, scope, attachment.craftRecordId);
  return {
    key: attachment.storageKey,
    contentType: attachment.contentType,
    filename: attachment.filename,
  };
}
