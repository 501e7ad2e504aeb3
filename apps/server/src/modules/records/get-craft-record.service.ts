import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import {
  mayDeleteAttachment,
  mayDeleteRecord,
  mayGenerateQrTag,
  mayUpdateRecord,
} from '@craftwork/domain/access/ownership';
import { isOpenStatus } from '@craftwork/domain/catalogues/task-statuses';
import { craftRecordRefPath, taskRefPath } from '@craftwork/domain/lists/queries';
import { standingDays } from '@craftwork/domain/records/standing';
import type { Scope } from '../../access/scope.ts';
import { taskScope } from '../../access/scope-filters.ts';
import type { Database } from '../../db/client.ts';
import {
  assets,
  attachments,
  companies,
  locations,
  photos,
  tasks,
  users,
} from '../../db/schema.ts';
import { requireCraftRecord } from './craft-record.repository.ts';
import { attachmentScope, photoUrl } from './record-access.ts';

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
      canDelete: mayDeleteAttachment(scope, record, { createdBy: a.createdById }),
    })),
    openTasks: open,
    closedTasks: closed,
    /** What the caller may do here, by the rules the procedures enforce (as tasks.get). */
    offers: {
      /** Edit, photos and the map pin. */
      canEdit: mayUpdateRecord(scope, record),
      canDelete: mayDeleteRecord(scope, record),
      canGenerateQrTag: mayGenerateQrTag(scope),
      canAddTask: scope.permissions.canCreateTasks,
    },
  };
}
