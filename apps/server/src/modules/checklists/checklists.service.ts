import { randomUUID } from 'node:crypto';
import { mayUpdateTask } from '@craftwork/domain/access/ownership';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { taskTypeName } from '@craftwork/domain/catalogues/task-types';
import {
  correctiveTaskDescription,
  correctiveTaskTitle,
  correctiveTaskType,
  failedItems,
  isChecklistFileId,
} from '@craftwork/domain/checklists/answers';
import {
  CHECKLIST_TEXTS,
  takenTaskType,
  templateForTaskType,
  type TChecklistAnswers,
  type TChecklistItem,
  type TChecklistTemplateValues,
} from '@craftwork/domain/checklists/templates';
import { craftRecordPersistence } from '@craftwork/domain/records/persistence';
import type { Scope } from '../../access/scope.ts';
import { consumeRateLimit, type TLimit } from '../../access/rate-limit.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE, PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { signaturePngOrRefuse } from '../../storage/signature-png.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { changedValues, writeAudit } from '../audit/index.ts';
import { writeTaskEvent } from '../events/index.ts';
import { recountCraftRecord } from '../records/index.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import { findTask } from '../tasks/index.ts';
import { findCraftRecord, insertTask, subscribe, updateCraftRecord } from '../tasks/index.ts';
import {
  companyCraftTypes,
  findTaskChecklist,
  findTemplate,
  insertTemplate,
  liveTemplates,
  lockSiteTemplates,
  updateTemplate,
  type ChecklistTemplate,
} from './checklists.repository.ts';

/** Signatures one user may upload in ten minutes (a round has a handful). */
export const SIGNATURE_UPLOAD_LIMIT: TLimit = { max: 60, windowSeconds: 10 * 60 };

/** Site admins and users of a company with the Checklists craft type manage templates. */
export async function mayManageChecklists(db: DbOrTx, scope: Scope): Promise<boolean> {
  if (scope.permissions.isSiteAdmin) return true;
  const craftTypes = await companyCraftTypes(db, scope.siteKey, scope.companyId);
  return craftTypes.includes(CRAFT_TYPE.CHECKLISTS);
}

async function requireManage(db: DbOrTx, scope: Scope) {
  if (!(await mayManageChecklists(db, scope)))
    throw new AppError('FORBIDDEN', CHECKLIST_TEXTS.mayNotManage);
}

/** A template as the screens show it. */
function toTemplate(t: ChecklistTemplate) {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    items: t.items,
    taskTypes: t.taskTypes,
    updatedAt: t.updatedAt.toISOString(),
  };
}
export type TChecklistTemplate = ReturnType<typeof toTemplate>;

/** checklists.list: the site's templates and whether the caller may change them. */
export async function listTemplates(db: DbOrTx, scope: Scope) {
  const [rows, canManage] = await Promise.all([
    liveTemplates(db, scope.siteKey),
    mayManageChecklists(db, scope),
  ]);
  return { rows: rows.map(toTemplate), canManage };
}

/** checklists.get: one template. */
export async function getTemplate(db: DbOrTx, scope: Scope, id: string) {
  const template = await findTemplate(db, scope.siteKey, id);
  if (!template) throw new AppError('NOT_FOUND', CHECKLIST_TEXTS.notFound);
  return { template: toTemplate(template), canManage: await mayManageChecklists(db, scope) };
}

/** The audited values of a template. */
function templateValues(t: Omit<TChecklistTemplateValues, 'id'> | ChecklistTemplate) {
  return { name: t.name, description: t.description, items: t.items, taskTypes: t.taskTypes };
}

/** One template per task type per site: the save is refused naming the template that has it. */
async function requireFreeTaskTypes(
  tx: DbOrTx,
  scope: Scope,
  id: string | null,
  taskTypes: readonly number[],
) {
  const taken = takenTaskType(await liveTemplates(tx, scope.siteKey), id, taskTypes);
  if (taken)
    throw new AppError(
      'CONFLICT',
      CHECKLIST_TEXTS.taskTypeTaken(taskTypeName(taken.taskType), taken.template.name),
    );
}

async function announce(tx: DbOrTx, scope: Scope, ids: string[]) {
  await notifyChange(tx, { site: scope.siteKey, topics: ['checklists'], ids });
}

/** checklists.create / update: a template of the caller's site (id null: a new one). */
export async function saveTemplate(
  db: Database,
  scope: Scope,
  input: TChecklistTemplateValues,
  now = new Date(),
): Promise<{ id: string }> {
  await requireManage(db, scope);
  return db.transaction(async (tx) => {
    await lockSiteTemplates(tx, scope.siteKey);
    const values = templateValues(input);
    if (input.id === null) {
      await requireFreeTaskTypes(tx, scope, null, values.taskTypes);
      const id = randomUUID();
      await insertTemplate(tx, {
        id,
        siteKey: scope.siteKey,
        ...values,
        createdBy: scope.userId,
        createdAt: now,
        updatedAt: now,
      });
      await writeAudit(tx, {
        siteKey: scope.siteKey,
        actorId: scope.userId,
        area: 'checklists',
        action: 'created',
        targetId: id,
        targetLabel: values.name,
        after: values,
      });
      await announce(tx, scope, [id]);
      return { id };
    }
    const id = input.id;
    const stored = await findTemplate(tx, scope.siteKey, id, { forUpdate: true });
    if (!stored) throw new AppError('NOT_FOUND', CHECKLIST_TEXTS.notFound);
    await requireFreeTaskTypes(tx, scope, id, values.taskTypes);
    const change = changedValues(templateValues(stored), values);
    if (!change) return { id };
    await updateTemplate(tx, id, { ...values, updatedAt: now });
    await writeAudit(tx, {
      siteKey: scope.siteKey,
      actorId: scope.userId,
      area: 'checklists',
      action: 'updated',
      targetId: id,
      targetLabel: values.name,
      ...change,
    });
    await announce(tx, scope, [id]);
    return { id };
  });
}

/**
 * checklists.delete: the template leaves the list and is no longer asked; answers already
 * stored keep their own copy of its items.
 */
export async function deleteTemplate(db: Database, scope: Scope, id: string, now = new Date()) {
  await requireManage(db, scope);
  await db.transaction(async (tx) => {
    const stored = await findTemplate(tx, scope.siteKey, id, {
      forUpdate: true,
      includeDeleted: true,
    });
    if (!stored) throw new AppError('NOT_FOUND', CHECKLIST_TEXTS.notFound);
    // Deleting a deleted template changes nothing.
    if (stored.deletedAt) return;
    await updateTemplate(tx, id, { deletedAt: now, updatedAt: now });
    await writeAudit(tx, {
      siteKey: scope.siteKey,
      actorId: scope.userId,
      area: 'checklists',
      action: 'deleted',
      targetId: id,
      targetLabel: stored.name,
      before: { deleted: false },
      after: { deleted: true },
    });
    await announce(tx, scope, [id]);
  });
  return { ok: true as const };
}

/** The template a task of this type is asked at completion on the site, if any. */
export async function templateForTask(
  db: DbOrTx,
  siteKey: string,
  taskType: number,
): Promise<ChecklistTemplate | null> {
  return templateForTaskType(await liveTemplates(db, siteKey), taskType);
}

/** The task in the caller's scope, not deleted. */
async function requireTask(db: DbOrTx, scope: Scope, taskId: string) {
  const task = await findTask(db, scope, taskId);
  if (!task || task.deletedAt) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  return task;
}

export type TTaskChecklistAnswers = {
  templateName: string;
  items: TChecklistItem[];
  answers: TChecklistAnswers;
  answeredAt: string;
  answeredByName: string | null;
  /** Items that failed or were flagged (each may start a corrective task). */
  failedItemIds: string[];
};

/**
 * checklists.forTask: once the task has answers, those (with the template as it was then);
 * otherwise the template it will be asked at completion (null: none).
 */
export async function checklistForTask(db: DbOrTx, scope: Scope, taskId: string) {
  const task = await requireTask(db, scope, taskId);
  const stored = await findTaskChecklist(db, scope.siteKey, task.id);
  if (stored) {
    const { checklist } = stored;
    const answers: TTaskChecklistAnswers = {
      templateName: checklist.templateName,
      items: checklist.items,
      answers: checklist.answers,
      answeredAt: checklist.answeredAt.toISOString(),
      answeredByName: stored.answeredByName,
      failedItemIds: failedItems(checklist.items, checklist.answers).map((i) => i.id),
    };
    return {
      template: null,
      answers,
      canCreateCorrective: scope.permissions.canCreateTasks === true,
    };
  }
  const template =
    task.taskStatus === TASK_STATUS.COMPLETE
      ? null
      : await templateForTask(db, scope.siteKey, task.taskType);
  return {
    template: template ? toTemplate(template) : null,
    answers: null,
    canCreateCorrective: false,
  };
}

/**
 * checklists.createCorrectiveTask: a failed or flagged item of a task's stored answers starts
 * a new task on the same record (Awaiting, for the same company): Repair where the craft offers
 * it, a Modification on a scaffold, otherwise the task's own type.
 */
export async function createCorrectiveTask(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  input: { taskId: string; itemId: string },
  now = new Date(),
): Promise<{ taskId: string }> {
  if (!scope.permissions.canCreateTasks) throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
  const site = await loadSite();
  return db.transaction(async (tx) => {
    const task = await requireTask(tx, scope, input.taskId);
    const stored = await findTaskChecklist(tx, scope.siteKey, task.id);
    if (!stored) throw new AppError('BAD_REQUEST', CHECKLIST_TEXTS.notCompleted);
    const { checklist } = stored;
    const item = failedItems(checklist.items, checklist.answers).find((i) => i.id === input.itemId);
    if (!item) throw new AppError('BAD_REQUEST', CHECKLIST_TEXTS.notFailed);
    const taskType = correctiveTaskType(task.craftType, task.taskType, site.validTaskTypes);
    const id = randomUUID();
    const row = {
      id,
      siteKey: scope.siteKey,
      craftRecordId: task.craftRecordId,
      craftType: task.craftType,
      taskType,
      locationId: task.locationId,
      customerId: task.customerId,
      customerLocationId: task.customerLocationId,
      craftRecordPersistence: craftRecordPersistence(task.craftType, taskType),
      title: correctiveTaskTitle(item.label),
      description: correctiveTaskDescription(
        task.title,
        checklist.templateName,
        item,
        checklist.answers[item.id],
      ),
      assignedCompanyId: task.assignedCompanyId,
      taskStatus: TASK_STATUS.AWAITING,
      timestampScheduled: now,
      timestampAwaitingStart: now,
      urgent: false,
      nextOpportunity: false,
      createdBy: scope.userId,
      lastModifiedBy: scope.userId,
      timestampCreated: now,
      timestampLastModified: now,
    };
    await insertTask(tx, row);
    await subscribe(tx, scope, id);
    // Work on a closed record opens it again, as a new task on it would.
    const record = await findCraftRecord(tx, task.craftRecordId);
    if (record && !record.open) {
      await updateCraftRecord(tx, record.id, {
        open: true,
        timestampRecordClosed: null,
        timestampLastModified: now,
        lastModifiedBy: scope.userId,
      });
    }
    await writeTaskEvent(tx, {
      siteKey: scope.siteKey,
      eventType: EVENT_TYPE.NEW_TASK_ADDED,
      task: row,
      createdBy: scope.userId,
      at: now,
    });
    await recountCraftRecord(tx, task.craftRecordId);
    await notifyChange(tx, {
      site: scope.siteKey,
      topics: ['tasks', 'craftRecords', 'checklists'],
      ids: [id, task.id, task.craftRecordId],
    });
    return { taskId: id };
  });
}

function signatureKey(siteKey: string, taskId: string, signatureId: string) {
  return `checklists/${siteKey}/${taskId}/${signatureId}.png`;
}

/**
 * checklists.uploadSignature: a signature item's drawing, checked and kept in storage under the
 * task; the answer names it by the id returned. Only someone who may update the task, before it
 * is complete.
 */
export async function uploadSignature(
  db: Database,
  storage: FileStorage,
  scope: Scope,
  input: { taskId: string; signature: string; limitMultiplier?: number },
): Promise<{ signatureId: string }> {
  await consumeRateLimit(db, `checklistSignatures:${scope.userId}`, {
    ...SIGNATURE_UPLOAD_LIMIT,
    max: SIGNATURE_UPLOAD_LIMIT.max * (input.limitMultiplier ?? 1),
  });
  const task = await requireTask(db, scope, input.taskId);
  if (!mayUpdateTask(scope, task)) throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
  const png = await signaturePngOrRefuse(input.signature, {
    tooLarge: CHECKLIST_TEXTS.signatureTooLarge,
    invalid: CHECKLIST_TEXTS.signatureInvalid,
  });
  const signatureId = randomUUID();
  await storage.put(signatureKey(scope.siteKey, task.id, signatureId), png);
  return { signatureId };
}

/** checklists.signature: a stored signature of a task the caller sees, as a data URL. */
export async function readSignature(
  db: DbOrTx,
  storage: FileStorage,
  scope: Scope,
  input: { taskId: string; signatureId: string },
): Promise<{ dataUrl: string }> {
  if (!isChecklistFileId(input.signatureId)) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  const task = await requireTask(db, scope, input.taskId);
  const file = await storage.open(signatureKey(scope.siteKey, task.id, input.signatureId));
  if (!file) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Buffer));
  return { dataUrl: `data:image/png;base64,${Buffer.concat(chunks).toString('base64')}` };
}
