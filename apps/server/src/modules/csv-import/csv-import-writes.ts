import { randomUUID } from 'node:crypto';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import type {
  TImportedRecord,
  TImportedTask,
  TRecordPatch,
  TRecordUpdate,
} from '@craftwork/domain/import/rows';
import { craftRecordPersistence } from '@craftwork/domain/records/persistence';
import { applyScheduleChoice } from '@craftwork/domain/tasks/scheduling';
import { defaultTaskTitle } from '@craftwork/domain/tasks/wizard';
import type { Scope } from '../../access/scope.ts';
import type { NewEvent, NewTask } from './csv-import.repository.ts';

/** The new records of an import, with their Craft record created events. */
export function recordRows(scope: Scope, rows: readonly TImportedRecord[], now: Date) {
  const records = rows.map((r) => ({
    id: randomUUID(),
    siteKey: scope.siteKey,
    title: r.title,
    description: r.description,
    craftType: r.craftType,
    locationId: r.locationId,
    assetId: r.assetId,
    craftDetails: r.craftDetails,
    authorizedCompanies: r.companyId ? [r.companyId] : [],
    createdBy: scope.userId,
    lastModifiedBy: scope.userId,
    timestampRecordCreated: now,
    timestampLastModified: now,
  }));
  const events: NewEvent[] = records.map((r) => ({
    id: randomUUID(),
    siteKey: scope.siteKey,
    eventType: EVENT_TYPE.CRAFT_RECORD_CREATED,
    craftRecordId: r.id,
    title: r.title,
    createdBy: scope.userId,
  }));
  return { records, events };
}

/** The events an edit of the same fields in the app writes (a company added: none there). */
const EVENT_OF_CHANGE: Readonly<Record<keyof TRecordPatch, number | null>> = {
  title: EVENT_TYPE.UPDATED_TITLE,
  description: EVENT_TYPE.UPDATED_DESCRIPTION,
  locationId: EVENT_TYPE.CHANGED_LOCATION,
  assetId: EVENT_TYPE.CHANGED_ASSET,
  craftDetails: EVENT_TYPE.CRAFT_RECORD_DETAILS_UPDATED,
  authorizedCompanies: null,
};

/** One event per changed field of each updated record, as the record's edit writes them. */
export function updateEvents(
  scope: Scope,
  updates: readonly TRecordUpdate[],
  now: Date,
): NewEvent[] {
  return updates.flatMap(({ id, title, patch }) =>
    (Object.keys(patch) as (keyof TRecordPatch)[]).flatMap((field) => {
      const eventType = EVENT_OF_CHANGE[field];
      return eventType === null
        ? []
        : [
            {
              id: randomUUID(),
              siteKey: scope.siteKey,
              eventType,
              craftRecordId: id,
              title,
              createdBy: scope.userId,
              timestampCreated: now,
            },
          ];
    }),
  );
}

/**
 * The task rows as the Create New Task wizard writes them on an existing record; a row of
 * history is Complete, stamped with when it was done.
 */
export function taskRows(scope: Scope, rows: readonly TImportedTask[], now: Date) {
  const tasks: NewTask[] = rows.map((r) => {
    const schedule = applyScheduleChoice(r.choice, r.scheduledAt, now);
    const isHistory = r.status === TASK_STATUS.COMPLETE;
    return {
      id: randomUUID(),
      siteKey: scope.siteKey,
      craftRecordId: r.record.id,
      title: r.title || defaultTaskTitle(r.taskType, r.record.title),
      description: r.description,
      taskStatus: r.status,
      taskType: r.taskType,
      craftType: r.craftType,
      locationId: r.record.locationId,
      assignedCompanyId: r.companyId,
      workOrder: r.workOrder || null,
      craftRecordPersistence: craftRecordPersistence(r.craftType, r.taskType),
      crewCount: 0,
      // Nobody is told of work done long ago.
      notifyCompanyOnCreation: !isHistory,
      taskSpecificDetails: r.taskSpecificDetails,
      customerId: r.record.customerId,
      customerLocationId: r.record.customerLocationId,
      createdBy: scope.userId,
      lastModifiedBy: scope.userId,
      timestampCreated: now,
      timestampLastModified: now,
      ...schedule,
      timestampAwaitingStart:
        r.status === TASK_STATUS.AWAITING
          ? (schedule.timestampAwaitingStart ?? now)
          : (schedule.timestampAwaitingStart ?? null),
      timestampTaskCompleted: r.completedAt,
    };
  });
  const events: NewEvent[] = tasks.map((t) => ({
    id: randomUUID(),
    siteKey: scope.siteKey,
    eventType: EVENT_TYPE.NEW_TASK_ADDED,
    craftRecordId: t.craftRecordId,
    taskId: t.id,
    assignedCompanyId: t.assignedCompanyId ?? null,
    taskStatus: t.taskStatus,
    title: t.title,
    createdBy: scope.userId,
    timestampCreated: now,
  }));
  return { tasks, events };
}
