import { randomUUID } from 'node:crypto';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { mayDeleteAttachment } from '@craftwork/domain/access/ownership';
import {
  ATTACHMENT_TOO_LARGE,
  isAttachmentTooLarge,
  MAX_ATTACHMENT_BYTES,
} from '@craftwork/domain/records/attachments';
import { safeFileName } from '@craftwork/domain/text/text';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { AppError, PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { writeRecordEvent } from '../events/index.ts';
import { requireCraftRecord, NOT_AVAILABLE } from './craft-record.repository.ts';
import {
  deleteAttachmentRow,
  findSiteAttachment,
  hasRecordTask,
  insertAttachment,
} from './record-writes.repository.ts';

export { MAX_ATTACHMENT_BYTES };

/** Attachments: stored as uploaded (any type), visible to the record's companies. */
export async function addAttachment(
  db: Database,
  storage: FileStorage,
  scope: Scope,
  input: { craftRecordId: string; taskId?: string | null; file: File },
  now = new Date(),
) {
  const record = await requireCraftRecord(db, scope, input.craftRecordId);
  if (isAttachmentTooLarge(input.file)) throw new AppError('BAD_REQUEST', ATTACHMENT_TOO_LARGE);
  if (input.taskId && !(await hasRecordTask(db, scope, record.id, input.taskId))) {
    throw new AppError('NOT_FOUND', NOT_AVAILABLE);
  }
  const id = randomUUID();
  const key = `${scope.siteKey}/attachments/${id}`;
  await storage.put(key, Buffer.from(await input.file.arrayBuffer()));
  const filename = safeFileName(input.file.name);
  await db.transaction(async (tx) => {
    await insertAttachment(tx, {
      id,
      siteKey: scope.siteKey,
      craftRecordId: record.id,
      taskId: input.taskId ?? null,
      filename,
      storageKey: key,
      contentType: input.file.type || 'application/octet-stream',
      sizeBytes: input.file.size,
      authorizedCompanies: record.authorizedCompanies,
      createdBy: scope.userId,
      timestampCreated: now,
    });
    await writeRecordEvent(tx, {
      siteKey: scope.siteKey,
      eventType: EVENT_TYPE.ADDED_ATTACHMENT,
      craftRecordId: record.id,
      title: filename,
      createdBy: scope.userId,
    });
    await notifyChange(tx, { site: scope.siteKey, topics: ['craftRecords'], ids: [record.id] });
  });
  return { attachmentId: id };
}

export async function deleteAttachment(
  db: Database,
  storage: FileStorage,
  scope: Scope,
  attachmentId: string,
) {
  const key = await db.transaction(async (tx) => {
    const attachment = await findSiteAttachment(tx, scope.siteKey, attachmentId);
    if (!attachment?.craftRecordId) throw new AppError('NOT_FOUND', NOT_AVAILABLE);
    const record = await requireCraftRecord(tx, scope, attachment.craftRecordId);
    if (!mayDeleteAttachment(scope, record, attachment)) {
      throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
    }
    await deleteAttachmentRow(tx, attachmentId);
    await writeRecordEvent(tx, {
      siteKey: scope.siteKey,
      eventType: EVENT_TYPE.REMOVED_ATTACHMENT,
      craftRecordId: record.id,
      title: attachment.filename,
      createdBy: scope.userId,
    });
    await notifyChange(tx, { site: scope.siteKey, topics: ['craftRecords'], ids: [record.id] });
    return attachment.storageKey;
  });
  await storage.remove(key);
}
