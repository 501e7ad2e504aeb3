import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { keepsStatusOnReschedule } from '@craftwork/domain/records/status-change-effects';
import { initialStatus } from '@craftwork/domain/tasks/initial-status';
import { applyScheduleChoice } from '@craftwork/domain/tasks/scheduling';
import type { TEditTaskDateInput } from '@craftwork/domain/tasks/schemas';
import { applyStatusChange } from '@craftwork/domain/tasks/status-effects';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import { finishTaskWrite, lockTask, requireSchedulePick, requireTaskUpdate } from './task-write.ts';
import { updateTask } from './task-writes.repository.ts';

export const CANNOT_RESCHEDULE_COMPLETE = 'A completed task cannot be rescheduled.';

/** Edit Date: a scheduling choice, with the status it implies on reschedule. */
export async function editTaskDate(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  input: TEditTaskDateInput,
  now = new Date(),
) {
  const site = await loadSite();
  await db.transaction(async (tx) => {
    const task = await lockTask(tx, scope, input.taskId);
    requireTaskUpdate(scope, task);
    if (task.taskStatus === TASK_STATUS.COMPLETE)
      throw new AppError('CONFLICT', CANNOT_RESCHEDULE_COMPLETE);
    const scheduledAt = input.scheduledAt ? new Date(input.scheduledAt) : null;
    const ctx = {
      validTaskStatusCodes: site.validTaskStatusCodes,
      customizations: site.config,
      craftType: task.craftType,
      taskType: task.taskType,
    };
    requireSchedulePick(site, input.choice, scheduledAt, ctx, now);
    const schedule = applyScheduleChoice(input.choice, scheduledAt, now);
    const status = keepsStatusOnReschedule(task.taskStatus)
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
    await updateTask(tx, task.id, {
      ...schedule,
      ...effects,
      timestampLastModified: now,
      lastModifiedBy: scope.userId,
    });
    await finishTaskWrite(tx, scope, task, [
      {
        eventType: EVENT_TYPE.SCHEDULE_DATE_CHANGED,
        task: { ...task, taskStatus: status },
        at: now,
      },
    ]);
  });
}
