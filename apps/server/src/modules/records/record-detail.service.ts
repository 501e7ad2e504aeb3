import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { isOpenStatus } from '@craftwork/domain/catalogues/task-statuses';
import { changedDetails } from '@craftwork/domain/details/fields';
import { validateDetailsUpdate } from '@craftwork/domain/details/keys';
import { craftRecordRefPath, parseRefPath, taskRefPath } from '@craftwork/domain/lists/queries';
import {
  ATTACHMENT_TOO_LARGE,
  isAttachmentTooLarge,
  MAX_ATTACHMENT_BYTES,
} from '@craftwork/domain/records/attachments';
import { standingDays } from '@craftwork/domain/records/standing';
import { craftDetailFields } from '@craftwork/domain/site/site';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import { safeFileName } from '@craftwork/domain/text/text';
import type { TUpdateCraftDetailsInput } from '@craftwork/domain/tasks/schemas';
import type { Scope } from '../../access/scope.ts';
import { craftRecordScope, taskScope } from '../../access/scope-filters.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import {
  assets,
  attachments,
  companies,
  craftRecords,
  locations,
  photos,
  tasks,
  users,
} from '../../db/schema.ts';
import { AppError, PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { loadSiteConfig } from '../sites/site-config.ts';
import { findSiteAsset } from '../sites/sites.repository.ts';
import { writeRecordEvent } from '../tasks/task-events.ts';

const NOT_AVAILABLE = 'Data is not available.';

type CraftRecord = typeof craftRecords.$inferSelect;

/** A live craft record in the caller's scope (locked when `lock`), or NOT_FOUND. */
export async function requireCraftRecord(
  tx: DbOrTx,
  scope: Scope,
  id: string,
  lock = false,
): Promise<CraftRecord> {
  const query = tx
    .select()
    .from(craftRecords)
    .where(and(eq(craftRecords.id, id), craftRecordScope(scope), isNull(craftRecords.deletedAt)));
  const [record] = lock ? await query.for('update') : await query;
  if (!record) throw new AppError('NOT_FOUND', NOT_AVAILABLE);
  return record;
}

/** "Edit Requests (created by others)": creators may always change their own records. */
export function requireRecordUpdate(scope: Scope, record: CraftRecord) {
  if (!scope.permissions.canUpdateCraftRecords && record.createdBy !== scope.userId) {
    throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
  }
}

/** Attachments a company user may see: authorized for their company, or for everyone. */
function attachmentScope(scope: Scope) {
  if (scope.isPlantPersonnel) return undefined;
  return or(
    sql`cardinality(${attachments.authorizedCompanies}) = 0`,
    sql`${scope.companyId ?? ''} = any(${attachments.authorizedCompanies})`,
  );
}

export function photoUrl(photoId: string, size: 'full' | 'reduced' | 'thumb') {
  return `/api/files/photos/${photoId}/${size}`;
}

/** The craft record page: the record, its photos, attachments and its tasks in the scope. */
export async function getCraftRecord(db: Database, scope: Scope, id: string, now = new Date()) {
  const record = await requireCraftRecord(db, scope, id);
  const [location, asset, creator, photoRows, attachmentRows, taskRows] = await Promise.all([
    record.locationId
      ? db.query.locations.findFirst({ where: eq(locations.id, record.locationId) })
      : null,
    record.assetId ? db.query.assets.findFirst({ where: eq(assets.id, record.assetId) }) : null,
    record.createdBy
      ? db.query.users.findFirst({ where: eq(users.id, record.createdBy), columns: { name: true } })
      : null,
    db
      .select()
      .from(photos)
      .where(eq(photos.craftRecordId, id))
      .orderBy(asc(photos.timestampCreated)),
    db
      .select({
        id: attachments.id,
        filename: attachments.filename,
        contentType: attachments.contentType,
        sizeBytes: attachments.sizeBytes,
        taskId: attachments.taskId,
        timestampCreated: attachments.timestampCreated,
        createdById: attachments.createdBy,
        createdByName: users.name,
      })
      .from(attachments)
      .leftJoin(users, eq(users.id, attachments.createdBy))
      .where(and(eq(attachments.craftRecordId, id), attachmentScope(scope)))
      .orderBy(desc(attachments.timestampCreated)),
    db
      .select({ task: tasks, companyName: companies.name })
      .from(tasks)
      .leftJoin(companies, eq(companies.id, tasks.assignedCompanyId))
      .where(and(eq(tasks.craftRecordId, id), taskScope(scope), isNull(tasks.deletedAt))),
  ]);
  const toTask = ({ task, companyName }: (typeof taskRows)[number]) => ({
    id: task.id,
    refPath: taskRefPath(task.siteKey, task.id),
    title: task.title,
    taskStatus: task.taskStatus,
    taskType: task.taskType,
    craftType: task.craftType,
    urgent: task.urgent,
    nextOpportunity: task.nextOpportunity,
    assignedCompanyId: task.assignedCompanyId,
    assignedCompanyName: companyName,
    timestampScheduled: task.timestampScheduled?.toISOString() ?? null,
    timestampTaskCompleted: task.timestampTaskCompleted?.toISOString() ?? null,
  });
  const fallback = Date.UTC(2050, 0, 1);
  const open = taskRows
    .filter((r) => isOpenStatus(r.task.taskStatus))
    .sort(
      (a, b) =>
        (a.task.timestampScheduled?.getTime() ?? fallback) -
        (b.task.timestampScheduled?.getTime() ?? fallback),
    )
    .map(toTask);
  const closed = taskRows
    .filter((r) => !isOpenStatus(r.task.taskStatus))
    .sort(
      (a, b) =>
        (a.task.timestampTaskCompleted?.getTime() ?? 0) -
        (b.task.timestampTaskCompleted?.getTime() ?? 0),
    )
    .map(toTask);
  return {
    id: record.id,
    refPath: craftRecordRefPath(record.siteKey, record.id),
    title: record.title,
    description: record.description,
    craftType: record.craftType,
    craftDetails: record.craftDetails,
    open: record.open,
    locationId: record.locationId,
    locationTitle: location?.title ?? null,
    latitude: record.latitude ?? location?.latitude ?? null,
    longitude: record.longitude ?? location?.longitude ?? null,
    assetId: record.assetId,
    assetName: asset?.title ?? null,
    createdById: record.createdBy,
    createdByName: creator?.name ?? null,
    numOpenTasks: record.numOpenTasks,
    numClosedTasks: record.numClosedTasks,
    standingDays: standingDays(
      {
        installed: record.installed ?? false,
        timestampMarkedInstalled: record.timestampMarkedInstalled,
        open: record.open,
        timestampRecordClosed: record.timestampRecordClosed,
      },
      now,
    ),
    thumbnailUrl: record.thumbnailUrl,
    timestampRecordCreated: record.timestampRecordCreated.toISOString(),
    timestampLastModified: record.timestampLastModified.toISOString(),
    photos: photoRows.map((p) => ({
      id: p.id,
      fullUrl: photoUrl(p.id, 'full'),
      reducedUrl: photoUrl(p.id, 'reduced'),
      thumbUrl: photoUrl(p.id, 'thumb'),
      timestampCreated: p.timestampCreated.toISOString(),
    })),
    attachments: attachmentRows.map((a) => ({
      ...a,
      url: `/api/files/attachments/${a.id}`,
      timestampCreated: a.timestampCreated.toISOString(),
    })),
    openTasks: open,
    closedTasks: closed,
  };
}

/** updateCraftDetails: only changed fields are saved, each with its event (40, 41, 44–47). */
export async function updateCraftDetails(
  db: Database,
  scope: Scope,
  input: TUpdateCraftDetailsInput,
  now = new Date(),
) {
  const ref = parseRefPath(input.refPath);
  if (!ref || ref.collection !== 'parentRecords' || ref.siteKey !== scope.siteKey)
    throw new AppError('NOT_FOUND', NOT_AVAILABLE);
  await db.transaction(async (tx) => {
    const record = await requireCraftRecord(tx, scope, ref.id, true);
    requireRecordUpdate(scope, record);
    const update: Partial<typeof craftRecords.$inferInsert> = {};
    const changes: number[] = [];
    if (input.title !== undefined && input.title !== record.title) {
      update.title = input.title;
      changes.push(EVENT_TYPE.UPDATED_TITLE);
    }
    if (input.description !== undefined && input.description !== record.description) {
      update.description = input.description;
      changes.push(EVENT_TYPE.UPDATED_DESCRIPTION);
    }
    if (input.locationId !== undefined && input.locationId !== record.locationId) {
      if (input.locationId) {
        const location = await tx.query.locations.findFirst({
          where: and(eq(locations.id, input.locationId), eq(locations.siteKey, scope.siteKey)),
        });
        if (!location) throw new AppError('BAD_REQUEST', NOT_AVAILABLE);
      }
      update.locationId = input.locationId;
      changes.push(EVENT_TYPE.CHANGED_LOCATION);
    }
    if (input.assetId !== undefined && input.assetId !== record.assetId) {
      if (input.assetId) {
        const asset = await findSiteAsset(tx, scope.siteKey, input.assetId);
        if (!asset) throw new AppError('BAD_REQUEST', NOT_AVAILABLE);
      }
      update.assetId = input.assetId;
      changes.push(EVENT_TYPE.CHANGED_ASSET);
    }
    if (
      input.mapLocation &&
      (input.mapLocation.latitude !== record.latitude ||
        input.mapLocation.longitude !== record.longitude)
    ) {
      update.latitude = input.mapLocation.latitude;
      update.longitude = input.mapLocation.longitude;
      changes.push(EVENT_TYPE.UPDATED_LOCATION_ON_MAP);
    }
    if (input.craftDetails) {
      const merged = { ...record.craftDetails, ...input.craftDetails };
      if (Object.keys(changedDetails(record.craftDetails, merged)).length > 0) {
        const site = await loadSiteConfig(tx, scope.siteKey);
        const result = validateDetailsUpdate(
          craftDetailFields(site.config, record.craftType),
          record.craftDetails,
          input.craftDetails,
        );
        if (!result.success) throw new AppError('BAD_REQUEST', result.message);
        update.craftDetails = result.details;
        changes.push(EVENT_TYPE.CRAFT_RECORD_DETAILS_UPDATED);
      }
    }
    if (changes.length === 0) return;
    await tx
      .update(craftRecords)
      .set({ ...update, timestampLastModified: now, lastModifiedBy: scope.userId })
      .where(eq(craftRecords.id, record.id));
    for (const eventType of changes) {
      await writeRecordEvent(tx, {
        siteKey: scope.siteKey,
        eventType,
        craftRecordId: record.id,
        title: update.title ?? record.title,
        createdBy: scope.userId,
      });
    }
    await notifyChange(tx, {
      site: scope.siteKey,
      topics: ['craftRecords', 'tasks'],
      ids: [record.id],
    });
  });
}

/** deleteParentRecord: the record and its live tasks move to the deleted lists together. */
export async function deleteParentRecord(
  db: Database,
  scope: Scope,
  refPath: string,
  now = new Date(),
) {
  const ref = parseRefPath(refPath);
  if (!ref || ref.collection !== 'parentRecords' || ref.siteKey !== scope.siteKey)
    throw new AppError('NOT_FOUND', NOT_AVAILABLE);
  await db.transaction(async (tx) => {
    const record = await requireCraftRecord(tx, scope, ref.id, true);
    if (!scope.permissions.canDeleteCraftRecords && record.createdBy !== scope.userId) {
      throw new AppError('FORBIDDEN', TASK_MESSAGES.cannotDeleteCraftRecord);
    }
    await tx
      .update(tasks)
      .set({ deletedAt: now, deletedBy: scope.userId })
      .where(and(eq(tasks.craftRecordId, record.id), isNull(tasks.deletedAt)));
    await tx
      .update(craftRecords)
      .set({ deletedAt: now, deletedBy: scope.userId })
      .where(eq(craftRecords.id, record.id));
    await writeRecordEvent(tx, {
      siteKey: scope.siteKey,
      eventType: EVENT_TYPE.CRAFT_RECORD_DELETED,
      craftRecordId: record.id,
      title: record.title,
      createdBy: scope.userId,
    });
    await notifyChange(tx, {
      site: scope.siteKey,
      topics: ['craftRecords', 'tasks'],
      ids: [record.id],
    });
  });
}

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
  if (input.taskId) {
    const [task] = await db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.id, input.taskId), eq(tasks.craftRecordId, record.id), taskScope(scope)));
    if (!task) throw new AppError('NOT_FOUND', NOT_AVAILABLE);
  }
  const id = randomUUID();
  const key = `${scope.siteKey}/attachments/${id}`;
  await storage.put(key, Buffer.from(await input.file.arrayBuffer()));
  const filename = safeFileName(input.file.name);
  await db.transaction(async (tx) => {
    await tx.insert(attachments).values({
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
    const attachment = await tx.query.attachments.findFirst({
      where: and(eq(attachments.id, attachmentId), eq(attachments.siteKey, scope.siteKey)),
    });
    if (!attachment?.craftRecordId) throw new AppError('NOT_FOUND', NOT_AVAILABLE);
    const record = await requireCraftRecord(tx, scope, attachment.craftRecordId);
    if (attachment.createdBy !== scope.userId) requireRecordUpdate(scope, record);
    await tx.delete(attachments).where(eq(attachments.id, attachmentId));
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
