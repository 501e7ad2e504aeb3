import { and, eq } from 'drizzle-orm';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { attachments, photos } from '../../db/schema.ts';
import { requireCraftRecord } from './craft-record.repository.ts';
import { attachmentScope } from './record-access.ts';

/** A stored file the caller may see: a photo of a record in scope, or an attachment of one. */
export async function findReadableFile(
  db: Database,
  scope: Scope,
  kind: 'photo' | 'attachment',
  id: string,
  size: 'full' | 'reduced' | 'thumb' = 'full',
) {
  if (kind === 'photo') {
    const photo = await db.query.photos.findFirst({
      where: and(eq(photos.id, id), eq(photos.siteKey, scope.siteKey)),
    });
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
  const [attachment] = await db
    .select()
    .from(attachments)
    .where(
      and(eq(attachments.id, id), eq(attachments.siteKey, scope.siteKey), attachmentScope(scope)),
    );
  if (!attachment?.craftRecordId) return null;
  await requireCraftRecord(db, scope, attachment.craftRecordId);
  return {
    key: attachment.storageKey,
    contentType: attachment.contentType,
    filename: attachment.filename,
  };
}
