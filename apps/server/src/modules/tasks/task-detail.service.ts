import { eventTypeLabel } from '@craftwork/domain/catalogues/event-types';
import { taskRefPath } from '@craftwork/domain/lists/queries';
import { mayDeleteTask, mayUpdateTask } from '@craftwork/domain/access/ownership';
import { taskSpecificDetailFields } from '@craftwork/domain/site/customizations';
import { allowedNextStatuses, nextStatuses } from '@craftwork/domain/tasks/next-statuses';
import {
  canDeleteTask,
  canOfferNextTask,
  nextTaskQuestion,
} from '@craftwork/domain/tasks/next-task';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import {
  findTaskCard,
  findTaskSubscription,
  listAssignees,
  listTaskEvents,
} from './task-view.repository.ts';
import type { SiteSource } from '../../site-config/site-config.ts';

/**
 * The task detail card: the task, its type-specific fields, its events (newest first; company
 * users see events of their company or of none), whether the caller is subscribed, and what
 * the card may offer the caller (the server checks each action again when it is taken).
 */
export async function getTask(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  taskId: string,
  now = new Date(),
) {
  const row = await findTaskCard(db, scope, taskId);
  if (!row) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  const { task } = row;
  const site = await loadSite();
  const eventRows = await listTaskEvents(db, scope, task.id);
  const subscription = await findTaskSubscription(db, task.id, scope.userId);
  const ctx = { now, timeZone: site.timezone };
  const mayUpdate = mayUpdateTask(scope, task);
  return {
    id: task.id,
    refPath: taskRefPath(task.siteKey, task.id),
    craftRecordId: task.craftRecordId,
    craftRecordTitle: row.recordTitle,
    title: task.title,
    description: task.description,
    taskStatus: task.taskStatus,
    taskType: task.taskType,
    craftType: task.craftType,
    urgent: task.urgent,
    nextOpportunity: task.nextOpportunity,
    assignedCompanyId: task.assignedCompanyId,
    assignedCompanyName: row.companyName,
    locationId: task.locationId,
    workOrder: task.workOrder,
    craftRecordPersistence: task.craftRecordPersistence,
    taskSpecificDetails: task.taskSpecificDetails,
    materialPickup: task.materialPickup,
    detailFields: taskSpecificDetailFields(site.config, task.craftType, task.taskType),
    timestampCreated: task.timestampCreated.toISOString(),
    timestampScheduled: task.timestampScheduled?.toISOString() ?? null,
    timestampTaskStarted: task.timestampTaskStarted?.toISOString() ?? null,
    timestampTaskCompleted: task.timestampTaskCompleted?.toISOString() ?? null,
    /** What a queued edit sends back as `expectedUpdatedAt`. */
    timestampLastModified: task.timestampLastModified.toISOString(),
    createdById: task.createdBy,
    subscribed: Boolean(subscription),
    /** Who the task is assigned to (sites with Assigned tasks), with photo thumbnails. */
    assignees: await listAssignees(db, task.id),
    events: eventRows.map((e) => ({
      ...e,
      label: eventTypeLabel(e.eventType),
      timestampCreated: e.timestampCreated.toISOString(),
    })),
    offers: {
      nextStatuses: mayUpdate ? nextStatuses(task, scope.permissions, ctx) : [],
      allStatuses: mayUpdate
        ? allowedNextStatuses(task, scope.permissions, {
            ...ctx,
            site: { validTaskStatusCodes: site.validTaskStatusCodes, customizations: site.config },
          })
        : [],
      canEdit: mayUpdate,
      canDelete: mayDeleteTask(scope, task) && canDeleteTask(task.taskStatus),
      nextTaskQuestion: canOfferNextTask(task.craftType, task.taskType, site.validTaskTypes)
        ? nextTaskQuestion(task.taskType)
        : null,
    },
  };
}
