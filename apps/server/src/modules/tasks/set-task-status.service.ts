import { randomUUID } from 'node:crypto';
import { DEFAULT_MATERIAL_PICKUP } from '@craftwork/domain/catalogues/inventory';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
import { ERROR_REASONS } from '@craftwork/domain/errors/errors';
import {
  INVENTORY_DIALOG_TEXTS,
  dialogMaterialPickup,
  isDialogMovementType,
} from '@craftwork/domain/inventory/dialog';
import {
  INVENTORY_TEXTS,
  initiatingEventFor,
  offersMaterialPickup,
  type TInventoryLine,
} from '@craftwork/domain/inventory/movement';
import { inventoryEnabled } from '@craftwork/domain/site/site';
import { craftRecordPersistence } from '@craftwork/domain/records/persistence';
import {
  isCompleting,
  recordEffectsOfStatusChange,
} from '@craftwork/domain/records/status-change-effects';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import { canOfferNextTask, nextTaskOnCompletion } from '@craftwork/domain/tasks/next-task';
import { canSetStatus } from '@craftwork/domain/tasks/next-statuses';
import type { TSetTaskStatusInput } from '@craftwork/domain/tasks/schemas';
import { needsPersistencePrompt, applyStatusChange } from '@craftwork/domain/tasks/status-effects';
import type { Scope } from '../../access/scope.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { craftRecords } from '../../db/schema.ts';
import { AppError, NOT_AVAILABLE_MESSAGE, PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { saveChecklistAnswers } from '../checklists/checklist-completion.ts';
import { recordInspection } from '../inspections/inspection-completion.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { offeredObjectIds } from '../inventory-dialog/dialog-objects.repository.ts';
import { mailTurnedLow } from '../inventory-stock/low-stock.ts';
import { applyMovements, type MovementResult } from '../inventory-stock/movements.ts';
import {
  notifyReleasedTasks,
  onScaffoldInstalled,
  requireScaffoldReady,
  type WaitingRelease,
} from '../scaffold-waiting/waiting-hooks.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import { requireExpectedStatus } from './task-conflicts.ts';
import {
  checkDetails,
  finishTaskWrite,
  lockTask,
  requireAssignableCompany,
  requireTaskUpdate,
  type TaskEvent,
} from './task-write.ts';
import {
  findCraftRecord,
  insertTask,
  notificationRecipients,
  openTaskCount,
  subscribe,
  updateCraftRecord,
  updateTask,
  type Task,
} from './task-writes.repository.ts';

export type StatusChangeResult = {
  nextTaskId: string | null;
  recordClosed: boolean;
  /** Inventory transactions the save wrote (the dialog's pending lines). */
  inventoryTransactions: number;
};

/**
 * Set {next status}: the rules of spec part 2 section 4 in one transaction — allowed next
 * status, timestamp effects, status-tied details, the keep-or-close answer, record
 * persistence and counters, the next task, and an event for each change.
 */
export async function setTaskStatus(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  input: TSetTaskStatusInput,
  deps: { mailer: Mailer; log: (m: string) => void; env: { publicUrl: string } },
  now = new Date(),
): Promise<StatusChangeResult> {
  const site = await loadSite();
  const outcome = await db.transaction(async (tx) => {
    const task = await lockTask(tx, scope, input.taskId);
    requireTaskUpdate(scope, task);
    requireExpectedStatus(task, input.expectedStatus);
    const allowed = canSetStatus(task, scope.permissions, input.status, {
      now,
      timeZone: site.timezone,
      site: { validTaskStatusCodes: site.validTaskStatusCodes, customizations: site.config },
    });
    if (!allowed) throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
    const details = checkDetails(site, task, input.details ?? {}, input.status, true);

    const openOnRecord = await openTaskCount(tx, task.craftRecordId);
    if (needsPersistencePrompt(task, input.status, openOnRecord) && !input.persistenceChoice) {
      throw new AppError('BAD_REQUEST', TASK_MESSAGES.selectPersistence, ERROR_REASONS.keepOrClose);
    }
    await requireScaffoldReady(tx, site, task, input, now);
    await recordInspection(tx, scope, site, task, input, now);
    await saveChecklistAnswers(tx, scope, task, input, now);
    const movements = await writeInventoryLines(tx, scope, site, task, input, now);
    await updateTask(tx, task.id, {
      ...applyStatusChange(task, input.status, now),
      ...(offersMaterialPickup(task, input.status)
        ? { materialPickup: input.materialPickup ?? DEFAULT_MATERIAL_PICKUP }
        : {}),
      taskSpecificDetails: details,
      timestampLastModified: now,
      lastModifiedBy: scope.userId,
    });
    const events: TaskEvent[] = [
      {
        eventType: EVENT_TYPE.TASK_STATUS_UPDATED,
        task: { ...task, taskStatus: input.status },
        title: `${task.title}: ${taskStatusName(task.taskStatus)} → ${taskStatusName(input.status)}`,
        at: now,
      },
    ];

    let nextTaskId: string | null = null;
    if (
      isCompleting(task.taskStatus, input.status) &&
      input.nextTask?.create &&
      input.nextTask.assignedCompanyId
    ) {
      if (!canOfferNextTask(task.craftType, task.taskType, site.validTaskTypes)) {
        throw new AppError('BAD_REQUEST', TASK_MESSAGES.generic);
      }
      await requireAssignableCompany(tx, scope, input.nextTask.assignedCompanyId, task.craftType);
      const next = nextTaskOnCompletion(
        {
          ...task,
          craftRecordPersistence:
            task.craftRecordPersistence ?? craftRecordPersistence(task.craftType, task.taskType),
        },
        {
          assignedCompanyId: input.nextTask.assignedCompanyId,
          notes: input.nextTask.notes ?? null,
        },
        now,
      );
      nextTaskId = randomUUID();
      await insertTask(tx, {
        ...next,
        id: nextTaskId,
        siteKey: scope.siteKey,
        createdBy: scope.userId,
        timestampCreated: now,
        timestampLastModified: now,
        lastModifiedBy: scope.userId,
      });
      await subscribe(tx, scope, nextTaskId);
      events.push({
        eventType: EVENT_TYPE.NEW_TASK_ADDED,
        task: { ...next, id: nextTaskId },
        at: now,
      });
    }

    const record = await findCraftRecord(tx, task.craftRecordId);
    const effects = recordEffectsOfStatusChange({
      task,
      status: input.status,
      record: record
        ? { open: record.open, installed: record.craftDetails.installed === true }
        : null,
      persistenceChoice: input.persistenceChoice,
      nextTaskCreated: nextTaskId !== null,
    });
    const recordUpdate: Partial<typeof craftRecords.$inferInsert> = {
      timestampLastModified: now,
      lastModifiedBy: scope.userId,
    };
    if (effects.installs && record) {
      recordUpdate.craftDetails = {
        ...record.craftDetails,
        installed: true,
        timestampMarkedInstalled: now.toISOString(),
      };
      recordUpdate.timestampMarkedInstalled = now;
    }
    if (effects.closes) {
      recordUpdate.open = false;
      recordUpdate.timestampRecordClosed = now;
    } else if (effects.reopens) {
      recordUpdate.open = true;
      recordUpdate.timestampRecordClosed = null;
    }
    await updateCraftRecord(tx, task.craftRecordId, recordUpdate);
    if (effects.closes && record) {
      await emitWebhookEvent(tx, scope.siteKey, 'record.closed', {
        craftRecordId: record.id,
        title: record.title,
        craftType: record.craftType,
        closedAt: now.toISOString(),
        closedByTaskId: task.id,
      });
    }
    const released: WaitingRelease = effects.installs
      ? await onScaffoldInstalled(tx, scope, site, task.craftRecordId, now)
      : { taskIds: [] };
    await finishTaskWrite(tx, scope, task, events, [task.id, task.craftRecordId]);
    return { task, nextTaskId, recordClosed: effects.closes, movements, released };
  });
  mailTurnedLow(db, deps.mailer, scope.siteKey, outcome.movements.turnedLow, {
    publicUrl: deps.env.publicUrl,
    log: deps.log,
  });
  void notifyReleasedTasks(db, deps, outcome.released).catch((error: unknown) =>
    deps.log(`waiting-task notification failed: ${String(error)}`),
  );
  // Mail goes out after the answer: the outbox keeps it even if SMTP is slow or down.
  void notifySubscribers(db, deps, outcome.task, input.status, scope.userId).catch(
    (error: unknown) => deps.log(`status-change notification failed: ${String(error)}`),
  );
  return {
    nextTaskId: outcome.nextTaskId,
    recordClosed: outcome.recordClosed,
    inventoryTransactions: outcome.movements.transactionIds.length,
  };
}

/**
 * The Inventory Transactions tab's pending lines, in the status change's transaction: only
 * when the task is being completed, on a site that enables inventory, for objects the dialog
 * offers the caller, by the movement types it offers. applyMovements refuses the whole save if
 * a line would take a quantity below zero, and the task update goes with it.
 */
async function writeInventoryLines(
  tx: DbOrTx,
  scope: Scope,
  site: Awaited<ReturnType<SiteSource>>,
  task: Task,
  input: TSetTaskStatusInput,
  now: Date,
): Promise<MovementResult> {
  const lines: readonly TInventoryLine[] = input.inventoryLines ?? [];
  if (lines.length === 0) return { transactionIds: [], turnedLow: [] };
  if (!isCompleting(task.taskStatus, input.status)) {
    throw new AppError('BAD_REQUEST', INVENTORY_DIALOG_TEXTS.completionOnly);
  }
  if (!inventoryEnabled(site.config)) throw new AppError('FORBIDDEN', INVENTORY_TEXTS.disabled);
  if (!lines.every((l) => isDialogMovementType(l.movementType))) {
    throw new AppError('BAD_REQUEST', INVENTORY_DIALOG_TEXTS.movementNotOffered);
  }
  const ids = [...new Set(lines.map((l) => l.inventoryObjectId))];
  const offered = await offeredObjectIds(tx, scope, ids);
  if (offered.size !== ids.length) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  const initiatingEvent = initiatingEventFor({
    taskType: task.taskType,
    fromStatus: task.taskStatus,
    toStatus: input.status,
    materialPickup: dialogMaterialPickup(task, input.status, input.materialPickup),
  });
  return applyMovements(
    tx,
    {
      siteKey: scope.siteKey,
      userId: scope.userId,
      timeZone: site.timezone,
      now,
      activeOnly: true,
    },
    lines.map((line) => ({
      objectId: line.inventoryObjectId,
      type: line.movementType,
      value: line.quantity,
      initiatingEvent,
      companyId: task.assignedCompanyId,
      parentRecordId: task.craftRecordId,
      taskId: task.id,
    })),
  );
}

/** Subscribers who receive notifications get an e-mail when the task's status changes. */
async function notifySubscribers(
  db: Database,
  deps: { mailer: Mailer },
  task: Task,
  status: number,
  actorId: string,
) {
  const recipients = await notificationRecipients(db, task.id, actorId);
  for (const r of recipients) {
    await deps.mailer.send({
      to: r.email,
      kind: 'task-status',
      subject: `${task.title}: ${taskStatusName(status)}`,
      text: `Hello ${r.name},\n\nThe task "${task.title}" moved from ${taskStatusName(task.taskStatus)} to ${taskStatusName(status)}.`,
    });
  }
}
