import { mayUpdateTask } from '@craftwork/domain/access/ownership';
import { canAssignCompany } from '@craftwork/domain/access/company-assignment';
import { validateDetailsUpdate } from '@craftwork/domain/details/keys';
import { taskSpecificDetailFields } from '@craftwork/domain/site/customizations';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import {
  canPickDate,
  isScheduleChoiceOffered,
  type TScheduleChoice,
  type TScheduleOptionsContext,
} from '@craftwork/domain/tasks/scheduling';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE, PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { queueLiveChange } from '../../live/notify.ts';
import { writeTaskEvent } from '../events/index.ts';
import { recountCraftRecord } from '../records/index.ts';
import type { SiteConfig } from '../../site-config/site-config.ts';
import { findSiteCompany, lockTaskRow, type Task } from './task-writes.repository.ts';

/** What the task use cases share: the locked task, its checks, and the end of every write. */

/** The task, in the caller's scope and not deleted, locked for this transaction. */
export async function lockTask(tx: DbOrTx, scope: Scope, taskId: string): Promise<Task> {
  const task = await lockTaskRow(tx, scope, taskId);
  if (!task) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  return task;
}

/** "Edit Requests (created by others)": without it a user may still change what they created. */
export function requireTaskUpdate(scope: Scope, task: Task) {
  if (!mayUpdateTask(scope, task)) {
    throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
  }
}

/**
 * A company the caller may give work to (canAssignCompany: plant personnel any, others only
 * their own), of the site, that may be assigned this craft type.
 */
export async function requireAssignableCompany(
  tx: DbOrTx,
  scope: Scope,
  companyId: string,
  craftType: number,
) {
  if (!canAssignCompany(scope, companyId))
    throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
  const company = await findSiteCompany(tx, scope.siteKey, companyId);
  if (!company || !company.craftTypes.includes(craftType)) {
    throw new AppError('BAD_REQUEST', TASK_MESSAGES.assignedCompanyRequired);
  }
}

/** The task's details after the changes, checked against the site's fields for the status. */
/** A schedule choice the site offers, and a day the site lets be picked (create and Edit Date). */
export function requireSchedulePick(
  site: SiteConfig,
  choice: TScheduleChoice,
  scheduledAt: Date | null,
  ctx: TScheduleOptionsContext,
  now: Date,
) {
  if (!isScheduleChoiceOffered(choice, ctx))
    throw new AppError('BAD_REQUEST', TASK_MESSAGES.checkFormValues);
  const allowPast = site.config.allowSchedulingTasksInThePast === true;
  if (scheduledAt && !canPickDate(scheduledAt, now, site.timezone, allowPast))
    throw new AppError('BAD_REQUEST', TASK_MESSAGES.checkFormValues);
}

export function checkDetails(
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

export type TaskEvent = Omit<Parameters<typeof writeTaskEvent>[1], 'siteKey' | 'createdBy'>;

/**
 * The end of every task write, in its transaction: the events of the change (in order), the
 * record's task counters, and the live notice to tasks and craft records (`ids`: the task's
 * by default).
 */
export async function finishTaskWrite(
  tx: DbOrTx,
  scope: Scope,
  task: Pick<Task, 'id' | 'craftRecordId'>,
  events: readonly TaskEvent[],
  ids: readonly string[] = [task.id],
) {
  for (const event of events) {
    await writeTaskEvent(tx, { ...event, siteKey: scope.siteKey, createdBy: scope.userId });
  }
  await recountCraftRecord(tx, task.craftRecordId);
  await queueLiveChange(tx, {
    site: scope.siteKey,
    topics: ['tasks', 'craftRecords'],
    ids: [...ids],
  });
}
