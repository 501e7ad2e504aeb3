import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Scope } from '../../access/scope.ts';
import { taskScope } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import { attachments, craftRecords, locations, tasks } from '../../db/schema.ts';

/** The writes of the craft record use cases (edit details, delete, attachments). */

/** The fields of a craft record an edit may change. */
export type CraftRecordUpdate = Partial<typeof craftRecords.$inferInsert>;

/** A location of the site, or undefined. */
export function findSiteLocation(db: DbOrTx, siteKey: string, locationId: string) {
  return db.query.locations.findFirst({
    where: and(eq(locations.id, locationId), eq(locations.siteKey, siteKey)),
  });
}

/** Saves changed fields of a craft record, stamped with who changed it and when. */
export async function updateCraftRecordFields(
  tx: DbOrTx,
  recordId: string,
  update: CraftRecordUpdate,
  userId: string,
  now: Date,
) {
  await tx
    .update(craftRecords)
    .set({ ...update, timestampLastModified: now, lastModifiedBy: userId })
    .where(eq(craftRecords.id, recordId));
}

/** Moves a craft record and its live tasks to the deleted lists together. */
export async function softDeleteRecordWithTasks(
  tx: DbOrTx,
  recordId: string,
  userId: string,
  now: Date,
) {
  await tx
    .update(tasks)
    .set({ deletedAt: now, deletedBy: userId })
    .where(and(eq(tasks.craftRecordId, recordId), isNull(tasks.deletedAt)));
  await tx
    .update(craftRecords)
    .set({ deletedAt: now, deletedBy: userId })
    .where(eq(craftRecords.id, recordId));
}

/**
 * Brings a deleted craft record back with the tasks deleted together with it (same deletion
 * time), stamped with who restored it and when.
 */
export async function restoreRecordWithTasks(
  tx: DbOrTx,
  recordId: string,
  deletedAt: Date,
  userId: string,
  now: Date,
) {
  await tx
    .update(tasks)
    .set({ deletedAt: null, deletedBy: null })
    .where(
      and(
        eq(tasks.craftRecordId, recordId),
        isNotNull(tasks.deletedAt),
        eq(tasks.deletedAt, deletedAt),
      ),
    );
  await tx
    .update(craftRecords)
    .set({
      deletedAt: null,
      deletedBy: null,
      timestampLastModified: now,
      lastModifiedBy: userId,
    })
    .where(eq(craftRecords.id, recordId));
}

/** Whether the task belongs to the record and is in the caller's scope. */
export async function hasRecordTask(db: DbOrTx, scope: Scope, recordId: string, taskId: string) {
  const [task] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.craftRecordId, recordId), taskScope(scope)));
  return Boolean(task);
}

/** Saves one attachment row. */
export async function insertAttachment(tx: DbOrTx, values: typeof attachments.$inferInsert) {
  await tx.insert(attachments).values(values);
}

/** An attachment of the site, or undefined. */
export function findSiteAttachment(db: DbOrTx, siteKey: string, attachmentId: string) {
  return db.query.attachments.findFirst({
    where: and(eq(attachments.id, attachmentId), eq(attachments.siteKey, siteKey)),
  });
}

/** Deletes one attachment row. */
export async function deleteAttachmentRow(tx: DbOrTx, attachmentId: string) {
  await tx.delete(attachments).where(eq(attachments.id, attachmentId));
}
