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
import type { Database } from '../../db/client.ts';
import { requireCraftRecord } from './craft-record.repository.ts';
import { photoUrl } from './record-access.ts';
import {
  findRecordCustomer,
  findRecordPageRows,
  type RecordPageTaskRow,
} from './record-page.repository.ts';

/** The craft record page: the record, its photos, attachments and its tasks in the scope. */
export async function getCraftRecord(db: Database, scope: Scope, id: string, now = new Date()) {
  const record = await requireCraftRecord(db, scope, id);
  const { location, asset, creator, photoRows, attachmentRows, taskRows } =
    await findRecordPageRows(db, scope, record);
  const toTask = ({ task, companyName }: RecordPageTaskRow) => ({
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
    /** A Job's customer (customer-classified sites). */
    customer: await findRecordCustomer(
      db,
      record.siteKey,
      record.customerId,
      record.customerLocationId,
    ),
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
