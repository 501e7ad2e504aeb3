import { randomUUID } from 'node:crypto';
import { DEFAULT_MATERIAL_PICKUP } from '@craftwork/domain/catalogues/inventory';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
import { ERROR_REASONS } from '@craftwork/domain/errors/errors';
import { offersMaterialPickup } from '@craftwork/domain/inventory/movement';
import { craftRecordPersistence } from '@craftwork/domain/records/persistence';
import {
  isCompleting,
  recordEffectsOfStatusChange,
} from '@craftwork/domain/records/status-change-effects';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import { canOfferNextTask, nextTaskOnCompletion } from '@craftwork/domain/tasks/next-task';
import {
  statusChangeRefusal,
  statusNotAllowedMessage,
} from '@craftwork/domain/tasks/next-statuses';
import type { TSetTaskStatusInput } from '@craftwork/domain/tasks/schemas';
import { needsPersistencePrompt, applyStatusChange } from '@craftwork/domain/tasks/status-effects';
import type { Scope } from '../../access/scope.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { AppError, PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { outboxMailer } from '../../mail/outbox-mail.ts';
import { readerLanguage } from '../../i18n/reader-language.ts';
import { translator } from '../../i18n/translator.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import { runStatusSteps, type LifecycleDeps, type StepOutcome } from './lifecycle.ts';
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
  type CraftRecordUpdate,
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
  deps: LifecycleDeps,
  now = new Date(),
): Promise<StatusChangeResult> {
  const site = await loadSite();
  const outcome = await db.transaction(async (tx) => {
    const task = await lockTask(tx, scope, input.taskId);
    requireTaskUpdate(scope, task);
    requireExpectedStatus(task, input.expectedStatus);
    const refusal = statusChangeRefusal(task, scope.permissions, input.status, {
      now,
      timeZone: site.timezone,
      site: { validTaskStatusCodes: site.validTaskStatusCodes, customizations: site.config },
    });
    // A change some other user may make is a permission; one the status allows no one is a
    // conflict with the task's state, answered with why (so a REST client can tell them apart).
    if (refusal === 'permission') throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
    if (refusal === 'notAllowed') {
      throw new AppError(
        'CONFLICT',
        statusNotAllowedMessage(task.taskStatus, input.status),
        ERROR_REASONS.statusNotAllowed,
      );
    }
    const details = checkDetails(site, task, input.details ?? {}, input.status, true);

    const openOnRecord = await openTaskCount(tx, task.craftRecordId);
    if (needsPersistencePrompt(task, input.status, openOnRecord) && !input.persistenceChoice) {
      throw new AppError('BAD_REQUEST', TASK_MESSAGES.selectPersistence, ERROR_REASONS.keepOrClose);
    }
    // The other areas' steps (scaffold waiting, inspection, checklist, inventory) may refuse.
    const mail = { ...deps, mailer: outboxMailer(tx, scope.siteKey) };
    const change = { tx, scope, site, task, input, now, mail };
    const outcomes: StepOutcome[] = [];
    await runStatusSteps((step) => step.before, change, outcomes);
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
        previousStatus: task.taskStatus,
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
    const recordUpdate: CraftRecordUpdate = {
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
    await runStatusSteps((step) => step.after, { ...change, effects }, outcomes);
    await finishTaskWrite(tx, scope, task, events, [task.id, task.craftRecordId]);
    // After the status change's event, so its webhook sequence number is the higher one.
    if (effects.closes && record) {
      await emitWebhookEvent(tx, scope.siteKey, 'record.closed', {
        craftRecordId: record.id,
        title: record.title,
        craftType: record.craftType,
        closedAt: now.toISOString(),
        closedByTaskId: task.id,
      });
    }
    await notifySubscribers(tx, change.mail, task, input.status, {
      actorId: scope.userId,
      siteDefaultLanguage: site.defaultLanguage,
    });
    return { nextTaskId, recordClosed: effects.closes, outcomes };
  });
  return {
    nextTaskId: outcome.nextTaskId,
    recordClosed: outcome.recordClosed,
    inventoryTransactions: outcome.outcomes.reduce((n, o) => n + (o.inventoryTransactions ?? 0), 0),
  };
}

/**
 * Subscribers who receive notifications get an e-mail when the task's status changes, written
 * to the outbox with the change (decision 208), each in their own language (else the site's).
 */
async function notifySubscribers(
  db: DbOrTx,
  deps: { mailer: Mailer },
  task: Task,
  status: number,
  context: { actorId: string; siteDefaultLanguage: string },
) {
  const recipients = await notificationRecipients(db, task.id, context.actorId);
  for (const r of recipients) {
    const { t, statusName } = translator(readerLanguage(r.language, context.siteDefaultLanguage));
    await deps.mailer.send({
      to: r.email,
      kind: 'task-status',
      subject: t('mail', 'taskStatus.subject', { title: task.title, status: statusName(status) }),
      text: t('mail', 'taskStatus.text', {
        name: r.name,
        title: task.title,
        from: statusName(task.taskStatus),
        to: statusName(status),
      }),
    });
  }
}
