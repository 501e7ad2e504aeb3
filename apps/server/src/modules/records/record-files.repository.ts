import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { attachments, craftRecords, photos } from '../../db/schema.ts';

/** The reads and writes of a record's stored files: its photos and attachments. */

/** Attachments a company user may see: authorized for their company, or for everyone. */
export function attachmentScope(scope: Scope) {
  if (scope.isPlantPersonnel) return undefined;
  return or(
    sql`cardinality(${attachments.authorizedCompanies}) = 0`,
    sql`${scope.companyId ?? ''} = any(${attachments.authorizedCompanies})`,
  );
}

/** A photo of the site, or undefined. */
export function findSitePhoto(db: DbOrTx, siteKey: string, photoId: string) {
  return db.query.photos.findFirst({
    where: and(eq(photos.id, photoId), eq(photos.siteKey, siteKey)),
  });
}

/** An attachment of the scope's site that the scope may see, or undefined. */
export async function findScopedAttachment(db: DbOrTx, scope: Scope, attachmentId: string) {
  const [attachment] = await db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.id, attachmentId),
        eq(attachments.siteKey, scope.siteKey),
        attachmentScope(scope),
      ),
    );
  return attachment;
}

/** Saves one photo row. */
export async function insertPhoto(tx: DbOrTx, values: typeof photos.$inferInsert) {
  await tx.insert(photos).values(values);
}

/** Deletes one photo row. */
export async function deletePhotoRow(tx: DbOrTx, photoId: string) {
  await tx.delete(photos).where(eq(photos.id, photoId));
}

/** The record's newest photo other than `exceptPhotoId`, or undefined. */
export async function findLatestPhotoExcept(tx: DbOrTx, recordId: string, exceptPhotoId: string) {
  const [latest] = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.craftRecordId, recordId), ne(photos.id, exceptPhotoId)))
    .orderBy(desc(photos.timestampCreated))
    .limit(1);
  return latest;
}

/** Sets a record's thumbnail, stamped with who changed it and when. */
export async function updateRecordThumbnail(
  tx: DbOrTx,
  recordId: string,
  thumbnailUrl: string | null,
  userId: string,
  now: Date,
) {
  await tx
    .update(craftRecords)
    .set({ thumbnailUrl, timestampLastModified: now, lastModifiedBy: userId })
    .where(eq(craftRecords.id, recordId));
}
