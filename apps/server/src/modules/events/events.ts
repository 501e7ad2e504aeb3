/**
 * The events module: the history of tasks and craft records (the events table), written by
 * every use case that changes them. Records' events do not belong to tasks.
 */
import { randomUUID } from 'node:crypto';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import type { DbOrTx } from '../../db/client.ts';
import { emitWebhookEvent, taskEventData } from '../webhooks/index.ts';
import { insertEvent } from './events.repository.ts';

/** Task events that are also webhook events (decision 182): every path that writes them. */
const TASK_WEBHOOKS = {
  [EVENT_TYPE.NEW_TASK_ADDED]: 'task.created',
  [EVENT_TYPE.TASK_STATUS_UPDATED]: 'task.status_changed',
} as const;

/** Writes one event of a task's history. */
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
  const webhook = TASK_WEBHOOKS[input.eventType as keyof typeof TASK_WEBHOOKS] as
    (typeof TASK_WEBHOOKS)[keyof typeof TASK_WEBHOOKS] | undefined;
  if (webhook) await emitWebhookEvent(tx, input.siteKey, webhook, taskEventData(input.task));
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
