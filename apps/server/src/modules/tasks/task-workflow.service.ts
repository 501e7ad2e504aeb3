import { offersMaterialPickup } from '@craftwork/domain/inventory/movement';
import { DEFAULT_MATERIAL_PICKUP } from '@craftwork/domain/catalogues/inventory';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { mayDeleteTask, mayUpdateTask } from '@craftwork/domain/access/ownership';
import {
  isOpenStatus,
  TASK_STATUS,
  taskStatusName,
} from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { canAssignCompany } from '@craftwork/domain/access/company-assignment';
import { changedDetails } from '@craftwork/domain/details/fields';
import { validateDetailsUpdate } from '@craftwork/domain/details/keys';
import { parseRefPath } from '@craftwork/domain/lists/queries';
import {
  craftRecordPersistence,
  recordClosesOnCompletion,
} from '@craftwork/domain/records/persistence';
import { taskSpecificDetailFields } from '@craftwork/domain/site/site';
import { initialStatus } from '@craftwork/domain/tasks/initial-status';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import { ERROR_REASONS } from '@craftwork/domain/errors/errors';
import {
  canOfferNextTask,
  canDeleteTask,
  nextTaskOnCompletion,
} from '@craftwork/domain/tasks/next-task';
import { canSetStatus } from '@craftwork/domain/tasks/next-statuses';
import {
  applyScheduleChoice,
  canPickDate,
  isScheduleChoiceOffered,
} from '@craftwork/domain/tasks/scheduling';
import { needsPersistencePrompt, applyStatusChange } from '@craftwork/domain/tasks/status-effects';
import type {
  TEditTaskDateInput,
  TEditTaskInput,
  TSetTaskStatusInput,
} from '@craftwork/domain/tasks/schemas';
import type { Scope } from '../../access/scope.ts';
import { taskScope } from '../../access/scope-filters.ts';
import { isOpenTaskSql } from './task-status-sql.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { companies, craftRecords, taskSubscribers, tasks, users } from '../../db/schema.ts';
import { AppError, NOT_AVAILABLE_MESSAGE, PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { recountCraftRecord } from '../records/records.repository.ts';
import { loadSiteConfig, type SiteConfig } from '../sites/site-config.ts';
import { writeTaskEvent } from './task-events.ts';

type Task = typeof tasks.$inferSelect;

const NOT_AVAILABLE = NOT_AVAILABLE_MESSAGE;

/** The task, in the caller's scope and not deleted, locked for this transaction. */
export async function lockTask(tx: DbOrTx, scope: Scope, taskId: string): Promise<Task> {
  const [task] = await tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), taskScope(scope), isNull(tasks.deletedAt)))
    .for('update');
  if (!task) throw new AppError('NOT_FOUND', NOT_AVAILABLE);
  return task;
}

/** "Edit Requests (created by others)": without it a user may still change what they created. */
export function requireTaskUpdate(scope: Scope, task: Task) {
  if (!mayUpdateTask(scope, task)) {
    throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
  }
}

async function openTaskCount(tx: DbOrTx, craftRecordId: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(tasks)
    .where(and(eq(tasks.craftRecordId, craftRecordId), isNull(tasks.deletedAt), isOpenTaskSql));
  return row?.n ?? 0;
}

/**
 * A company the caller may give work to (canAssignCompany: plant personnel any, others only
 * their own), of the site, that may be assigned this craft type.
 */
async function requireAssignableCompany(
  tx: DbOrTx,
  scope: Scope,
  companyId: string,
  craftType: number,
) {
  if (!canAssignCompany(scope, companyId))
    throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
  const siteKey = scope.siteKey;
  const [company] = await tx
    .select({ id: companies.id, craftTypes: companies.craftTypes })
    .from(companies)
    .where(
      and(eq(companies.id, companyId), eq(companies.siteKey, siteKey), isNull(companies.deletedAt)),
    );
  if (!company || !company.craftTypes.includes(craftType)) {
    throw new AppError('BAD_REQUEST', TASK_MESSAGES.assignedCompanyRequired);
  }
}

function checkDetails(
  site: SiteConfig,
  task: Task,
  changes: Record<string, unknown>,
  status: number,
  statusDialog: boolean,
) {
  const fields = taskSpecificDetailFields(site.config, task.craftType, task.taskType);
  const result = validateDetailsUpdate(fields, task.taskSpecificDetails, changes, {
    status,
    statusDialog,
  });
  if (!result.success) {
    const [firstKey] = Object.keys(result.fieldErrors);
    const field = fields.find((f) => f.key === firstKey);
    throw new AppError(
      'BAD_REQUEST',
      statusDialog && field ? `Please check the required field: ${field.title}` : result.message,
    );
  }
  return result.details;
}

export type StatusChangeResult = { nextTaskId: string | null; recordClosed: boolean };

/**
 * Set {next status}: the rules of spec part 2 section 4 in one transaction — allowed next
 * status, timestamp effects, status-tied details, the keep-or-close answer, record
 * persistence and counters, the next task, and an event for each change.
 */
export async function setTaskStatus(
  db: Database,
  scope: Scope,
  input: TSetTaskStatusInput,
  deps: { mailer: Mailer; log: (m: string) => void },
  now = new Date(),
): Promise<StatusChangeResult> {
  const outcome = await db.transaction(async (tx) => {
    const task = await lockTask(tx, scope, input.taskId);
    requireTaskUpdate(scope, task);
    const site = await loadSiteConfig(tx, scope.siteKey);
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
    const effects = applyStatusChange(task, input.status, now);
    await tx
      .update(tasks)
      .set({
        ...effects,
        ...(offersMaterialPickup(task, input.status)
          ? { materialPickup: input.materialPickup ?? DEFAULT_MATERIAL_PICKUP }
          : {}),
        taskSpecificDetails: details,
        timestampLastModified: now,
        lastModifiedBy: scope.userId,
      })
      .where(eq(tasks.id, task.id));
    await writeTaskEvent(tx, {
      siteKey: scope.siteKey,
      eventType: EVENT_TYPE.TASK_STATUS_UPDATED,
      task: { ...task, taskStatus: input.status },
      createdBy: scope.userId,
      title: `${task.title}: ${taskStatusName(task.taskStatus)} → ${taskStatusName(input.status)}`,
      at: now,
    });

    const completing =
      input.status === TASK_STATUS.COMPLETE && task.taskStatus !== TASK_STATUS.COMPLETE;
    const record = await tx.query.craftRecords.findFirst({
      where: eq(craftRecords.id, task.craftRecordId),
    });
    const recordUpdate: Partial<typeof craftRecords.$inferInsert> = {
      timestampLastModified: now,
      lastModifiedBy: scope.userId,
    };
    if (
      completing &&
      task.taskType === TASK_TYPE.INSTALLATION &&
      record &&
      record.craftDetails.installed !== true
    ) {
      recordUpdate.craftDetails = {
        ...record.craftDetails,
        installed: true,
        timestampMarkedInstalled: now.toISOString(),
      };
      recordUpdate.timestampMarkedInstalled = now;
    }
    let nextTaskId: string | null = null;
    if (completing && input.nextTask?.create && input.nextTask.assignedCompanyId) {
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
      await tx.insert(tasks).values({
        ...next,
        id: nextTaskId,
        siteKey: scope.siteKey,
        createdBy: scope.userId,
        timestampCreated: now,
        timestampLastModified: now,
        lastModifiedBy: scope.userId,
      });
      const [creator] = await tx
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, scope.userId));
      await tx.insert(taskSubscribers).values({
        siteKey: scope.siteKey,
        taskId: nextTaskId,
        userId: scope.userId,
        displayName: creator?.name ?? '',
      });
      await writeTaskEvent(tx, {
        siteKey: scope.siteKey,
        eventType: EVENT_TYPE.NEW_TASK_ADDED,
        task: { ...next, id: nextTaskId },
        createdBy: scope.userId,
        at: now,
      });
    }
    const closes =
      completing &&
      recordClosesOnCompletion(task.craftRecordPersistence, input.persistenceChoice) &&
      !nextTaskId;
    if (closes) {
      recordUpdate.open = false;
      recordUpdate.timestampRecordClosed = now;
    } else if (isOpenStatus(input.status) && record && !record.open) {
      recordUpdate.open = true;
      recordUpdate.timestampRecordClosed = null;
    }
    await tx.update(craftRecords).set(recordUpdate).where(eq(craftRecords.id, task.craftRecordId));
    await recountCraftRecord(tx, task.craftRecordId);
    await notifyChange(tx, {
      site: scope.siteKey,
      topics: ['tasks', 'craftRecords'],
      ids: [task.id, task.craftRecordId],
    });
    return { task, nextTaskId, recordClosed: closes };
  });
  // Mail goes out after the answer: the outbox keeps it even if SMTP is slow or down.
  void notifySubscribers(db, deps, outcome.task, input.status, scope.userId).catch(
    (error: unknown) => deps.log(`status-change notification failed: ${String(error)}`),
  );
  return { nextTaskId: outcome.nextTaskId, recordClosed: outcome.recordClosed };
}

/** Subscribers who receive notifications get an e-mail when the task's status changes. */
async function notifySubscribers(
  db: Database,
  deps: { mailer: Mailer },
  task: Task,
  status: number,
  actorId: string,
) {
  const recipients = await db
    .select({ email: users.email, name: users.name })
    .from(taskSubscribers)
    .innerJoin(users, eq(users.id, taskSubscribers.userId))
    .where(
      and(
        eq(taskSubscribers.taskId, task.id),
        eq(users.receiveNotifications, true),
        ne(users.id, actorId),
      ),
    );
  for (const r of recipients) {
    await deps.mailer.send({
      to: r.email,
      kind: 'task-status',
      subject: `${task.title}: ${taskStatusName(status)}`,
      text: `Hello ${r.name},\n\nThe task "${task.title}" moved from ${taskStatusName(task.taskStatus)} to ${taskStatusName(status)}.`,
    });
  }
}

/** Edit Task: assigned company, Additional Notes, changed details, completion time if allowed. */
export async function editTask(
  db: Database,
  scope: Scope,
  input: TEditTaskInput,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const task = await lockTask(tx, scope, input.taskId);
    requireTaskUpdate(scope, task);
    const site = await loadSiteConfig(tx, scope.siteKey);
    const update: Partial<typeof tasks.$inferInsert> = {
      timestampLastModified: now,
      lastModifiedBy: scope.userId,
    };
    const eventsToWrite: { type: number; title: string }[] = [];
    if (input.assignedCompanyId !== task.assignedCompanyId) {
      await requireAssignableCompany(tx, scope, input.assignedCompanyId, task.craftType);
      update.assignedCompanyId = input.assignedCompanyId;
      eventsToWrite.push({ type: EVENT_TYPE.REASSIGNED_COMPANY, title: task.title });
    }
    if (input.additionalNotes !== task.description) {
      update.description = input.additionalNotes;
      eventsToWrite.push({ type: EVENT_TYPE.DESCRIPTION_CHANGED, title: task.title });
    }
    const changes = changedDetails(task.taskSpecificDetails, {
      ...task.taskSpecificDetails,
      ...input.taskSpecificDetails,
    });
    if (Object.keys(changes).length > 0) {
      update.taskSpecificDetails = checkDetails(site, task, changes, task.taskStatus, false);
      eventsToWrite.push({ type: EVENT_TYPE.DETAILS_UPDATED, title: task.title });
    }
    if (
      input.timestampTaskCompleted !== undefined &&
      site.config.allowModifyingTimestampTaskCompleted === true
    ) {
      update.timestampTaskCompleted = input.timestampTaskCompleted
        ? new Date(input.timestampTaskCompleted)
        : null;
    }
    await tx.update(tasks).set(update).where(eq(tasks.id, task.id));
    const after = {
      ...task,
      assignedCompanyId: update.assignedCompanyId ?? task.assignedCompanyId,
    };
    for (const e of eventsToWrite) {
      await writeTaskEvent(tx, {
        siteKey: scope.siteKey,
        eventType: e.type,
        task: after,
        createdBy: scope.userId,
        title: e.title,
        at: now,
      });
    }
    await recountCraftRecord(tx, task.craftRecordId);
    await notifyChange(tx, {
      site: scope.siteKey,
      topics: ['tasks', 'craftRecords'],
      ids: [task.id],
    });
  });
}

/** Edit Date: a scheduling choice, with the status it implies on reschedule. */
export async function editTaskDate(
  db: Database,
  scope: Scope,
  input: TEditTaskDateInput,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const task = await lockTask(tx, scope, input.taskId);
    requireTaskUpdate(scope, task);
    if (task.taskStatus === TASK_STATUS.COMPLETE)
      throw new AppError('CONFLICT', CANNOT_RESCHEDULE_COMPLETE);
    const site = await loadSiteConfig(tx, scope.siteKey);
    const scheduledAt = input.scheduledAt ? new Date(input.scheduledAt) : null;
    const ctx = {
      validTaskStatusCodes: site.validTaskStatusCodes,
      customizations: site.config,
      craftType: task.craftType,
      taskType: task.taskType,
    };
    if (!isScheduleChoiceOffered(input.choice, ctx))
      throw new AppError('BAD_REQUEST', TASK_MESSAGES.checkFormValues);
    if (
      scheduledAt &&
      !canPickDate(
        scheduledAt,
        now,
        site.timezone,
        site.config.allowSchedulingTasksInThePast === true,
      )
    ) {
      throw new AppError('BAD_REQUEST', TASK_MESSAGES.checkFormValues);
    }
    const schedule = applyScheduleChoice(input.choice, scheduledAt, now);
    const status = [TASK_STATUS.IN_PROGRESS, TASK_STATUS.ON_HOLD, TASK_STATUS.IN_ROUTE].includes(
      task.taskStatus as 40,
    )
      ? task.taskStatus
      : initialStatus({
          isPlantPersonnel: scope.isPlantPersonnel,
          site: { validTaskStatusCodes: site.validTaskStatusCodes, customizations: site.config },
          craftType: task.craftType,
          taskType: task.taskType,
          estimateRequested: false,
          currentStatus: task.taskStatus,
          choice: input.choice,
          scheduledAt,
          now,
          timeZone: site.timezone,
        });
    const effects = applyStatusChange(task, status, now);
    await tx
      .update(tasks)
      .set({ ...schedule, ...effects, timestampLastModified: now, lastModifiedBy: scope.userId })
      .where(eq(tasks.id, task.id));
    await writeTaskEvent(tx, {
      siteKey: scope.siteKey,
      eventType: EVENT_TYPE.SCHEDULE_DATE_CHANGED,
      task: { ...task, taskStatus: status },
      createdBy: scope.userId,
      at: now,
    });
    await recountCraftRecord(tx, task.craftRecordId);
    await notifyChange(tx, {
      site: scope.siteKey,
      topics: ['tasks', 'craftRecords'],
      ids: [task.id],
    });
  });
}

export const CANNOT_RESCHEDULE_COMPLETE = 'A completed task cannot be rescheduled.';

export const CANNOT_DELETE_IN_STATUS =
  'A task that is On Hold, In Progress or Complete cannot be deleted.';

/** deleteTask: moves the task to the deleted list (never destroyed), with event 98. */
export async function deleteTask(db: Database, scope: Scope, refPath: string, now = new Date()) {
  const ref = parseRefPath(refPath);
  if (!ref || ref.collection !== 'tasks' || ref.siteKey !== scope.siteKey)
    throw new AppError('NOT_FOUND', NOT_AVAILABLE);
  await db.transaction(async (tx) => {
    const task = await lockTask(tx, scope, ref.id);
    if (!mayDeleteTask(scope, task)) {
      throw new AppError('FORBIDDEN', TASK_MESSAGES.cannotDeleteTask);
    }
    if (!canDeleteTask(task.taskStatus)) throw new AppError('CONFLICT', CANNOT_DELETE_IN_STATUS);
    await tx
      .update(tasks)
      .set({ deletedAt: now, deletedBy: scope.userId })
      .where(eq(tasks.id, task.id));
    await writeTaskEvent(tx, {
      siteKey: scope.siteKey,
      eventType: EVENT_TYPE.TASK_DELETED,
      task,
      createdBy: scope.userId,
      at: now,
    });
    await recountCraftRecord(tx, task.craftRecordId);
    await notifyChange(tx, {
      site: scope.siteKey,
      topics: ['tasks', 'craftRecords'],
      ids: [task.id],
    });
  });
}

export async function setSubscription(
  db: Database,
  scope: Scope,
  taskId: string,
  subscribed: boolean,
) {
  await db.transaction(async (tx) => {
    const [task] = await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.id, taskId), taskScope(scope), isNull(tasks.deletedAt)));
    if (!task) throw new AppError('NOT_FOUND', NOT_AVAILABLE);
    if (subscribed) {
      const [me] = await tx
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, scope.userId));
      await tx
        .insert(taskSubscribers)
        .values({
          siteKey: scope.siteKey,
          taskId,
          userId: scope.userId,
          displayName: me?.name ?? '',
        })
        .onConflictDoNothing();
    } else {
      await tx
        .delete(taskSubscribers)
        .where(and(eq(taskSubscribers.taskId, taskId), eq(taskSubscribers.userId, scope.userId)));
    }
  });
}
