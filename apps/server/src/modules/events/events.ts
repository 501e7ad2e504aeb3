/**
 * The events module: the history of tasks and craft records (the events table), written by
 * every use case that changes them. Records' events do not belong to tasks.
 */
import { randomUUID } from 'node:crypto';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import type { DbOrTx } from '../../db/client.ts';
import { emitWebhookEvent, taskEventData, taskStatusChangeData } from '../webhooks/index.ts';
import { insertEvent } from './events.repository.ts';

/**
 * Writes one event of a task's history. A new task and a status change are also webhook events
 * (decision 182), on every path that writes them; a status change names `previousStatus`.
 */
export async function writeTaskEvent(
  tx: DbOrTx,
  input: {
    siteKey: string;
    eventType: number;
    task: {
      id: string;
      craftRecordId: string;
      assignedCompanyId: string | null;
      taskStatus: number;
      title: string;
    };
    createdBy: string;
    title?: string;
    at?: Date;
    /** The status before a status change (TASK_STATUS_UPDATED); the webhook carries it. */
    previousStatus?: number;
  },
) {
  await insertEvent(tx, {
    id: randomUUID(),
    siteKey: input.siteKey,
    eventType: input.eventType,
    craftRecordId: input.task.craftRecordId,
    taskId: input.task.id,
    assignedCompanyId: input.task.assignedCompanyId,
    taskStatus: input.task.taskStatus,
    title: input.title ?? input.task.title,
    createdBy: input.createdBy,
    timestampCreated: input.at ?? new Date(),
  });
  if (input.eventType === EVENT_TYPE.NEW_TASK_ADDED) {
    await emitWebhookEvent(tx, input.siteKey, 'task.created', taskEventData(input.task));
  } else if (input.eventType === EVENT_TYPE.TASK_STATUS_UPDATED) {
    const data = taskStatusChangeData(input.task, input.previousStatus ?? input.task.taskStatus);
    await emitWebhookEvent(tx, input.siteKey, 'task.status_changed', data);
  }
}

/** Writes one event of a craft record's history (no task). */
export async function writeRecordEvent(
  tx: DbOrTx,
  input: {
    siteKey: string;
    eventType: number;
    craftRecordId: string;
    title: string;
    createdBy: string;
  },
) {
  await insertEvent(tx, { id: randomUUID(), ...input });
}
