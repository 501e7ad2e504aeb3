import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { changedDetails } from '@craftwork/domain/details/fields';
import type { TEditTaskInput } from '@craftwork/domain/tasks/schemas';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import { requireUnchangedByOthers } from './task-conflicts.ts';
import {
  checkDetails,
  finishTaskWrite,
  lockTask,
  requireAssignableCompany,
  requireTaskUpdate,
} from './task-write.ts';
import { updateTask, type TaskUpdate } from './task-writes.repository.ts';

/** Edit Task: assigned company, Additional Notes, changed details, completion time if allowed. */
export async function editTask(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  input: TEditTaskInput,
  now = new Date(),
) {
  const site = await loadSite();
  await db.transaction(async (tx) => {
    const task = await lockTask(tx, scope, input.taskId);
    requireTaskUpdate(scope, task);
    await requireUnchangedByOthers(tx, scope, task, input.expectedUpdatedAt);
    const update: TaskUpdate = {
      timestampLastModified: now,
      lastModifiedBy: scope.userId,
    };
    const eventTypes: number[] = [];
    if (input.assignedCompanyId !== task.assignedCompanyId) {
      await requireAssignableCompany(tx, scope, input.assignedCompanyId, task.craftType);
      update.assignedCompanyId = input.assignedCompanyId;
      eventTypes.push(EVENT_TYPE.REASSIGNED_COMPANY);
    }
    if (input.additionalNotes !== task.description) {
      update.description = input.additionalNotes;
      eventTypes.push(EVENT_TYPE.DESCRIPTION_CHANGED);
    }
    const changes = changedDetails(task.taskSpecificDetails, {
      ...task.taskSpecificDetails,
      ...input.taskSpecificDetails,
    });
    if (Object.keys(changes).length > 0) {
      update.taskSpecificDetails = checkDetails(site, task, changes, task.taskStatus, false);
      eventTypes.push(EVENT_TYPE.DETAILS_UPDATED);
    }
    if (
      input.timestampTaskCompleted !== undefined &&
      site.config.allowModifyingTimestampTaskCompleted === true
    ) {
      update.timestampTaskCompleted = input.timestampTaskCompleted
        ? new Date(input.timestampTaskCompleted)
        : null;
    }
    await updateTask(tx, task.id, update);
    const after = {
      ...task,
      assignedCompanyId: update.assignedCompanyId ?? task.assignedCompanyId,
    };
    await finishTaskWrite(
      tx,
      scope,
      task,
      eventTypes.map((eventType) => ({ eventType, task: after, title: task.title, at: now })),
    );
  });
}
