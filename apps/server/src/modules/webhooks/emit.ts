import { randomUUID } from 'node:crypto';
import { taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
import type { TWebhookData } from '@craftwork/domain/integrations/webhook-payloads';
import type {
  TWebhookDeliveryEvent,
  TWebhookEvent,
  TWebhookPayload,
} from '@craftwork/domain/integrations/webhooks';
import type { DbOrTx } from '../../db/client.ts';
import { notifyChange } from '../../live/notify.ts';
import { enqueue, type OutboxHandler } from '../../outbox/outbox.ts';
import { insertDeliveries } from './deliveries.repository.ts';
import { listSubscribedEndpoints, nextSequence } from './webhooks.repository.ts';

/** A new event id: the same on every delivery and replay of one event. */
export const newEventId = () => `evt_${randomUUID().replaceAll('-', '')}`;

/**
 * Queues deliveries in the caller's transaction and announces them: the notice reaches the
 * dispatcher (webhook-dispatcher.ts) only on commit, so a rolled-back write sends nothing.
 */
export async function queueDeliveries(
  tx: DbOrTx,
  siteKey: string,
  rows: { endpointId: string; payload: TWebhookPayload; replayOf?: string }[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const values = rows.map((row) => ({
    id: randomUUID(),
    siteKey,
    endpointId: row.endpointId,
    event: row.payload.type,
    eventId: row.payload.id,
    payload: row.payload,
    replayOf: row.replayOf ?? null,
  }));
  await insertDeliveries(tx, values);
  const ids = values.map((v) => v.id);
  // A notice carries at most 50 ids; the sweeper catches anything a notice missed.
  for (let i = 0; i < ids.length; i += 50) {
    await notifyChange(tx, { site: siteKey, topics: ['webhooks'], ids: ids.slice(i, i + 50) });
  }
  return ids;
}

/** An event's body; `sequence` is the site's number for it (nextWebhookSequence). */
export function webhookPayload<E extends TWebhookDeliveryEvent>(
  siteKey: string,
  type: E,
  data: TWebhookData<E>,
  sequence: number,
  now = new Date(),
): TWebhookPayload {
  return { id: newEventId(), type, createdAt: now.toISOString(), siteKey, sequence, data };
}

/** The site's next event number, taken in the writing transaction (decision 213). */
export const nextWebhookSequence = nextSequence;

/** The outbox's kind for webhook events (decision 208). */
export const WEBHOOK_OUTBOX_KIND = 'webhook';

/**
 * One event of a site, in the writing transaction: an outbox row (decision 208) when an
 * endpoint of the site is subscribed to it, delivered after the commit by
 * deliverWebhookEvent. The event's id, time and the site's sequence number are fixed here, so
 * events of a site are numbered in the order their writes commit. `data` holds the entity's
 * public fields (ids, numbers, statuses, names), never secrets (webhook-payloads.ts).
 */
export async function emitWebhookEvent<E extends TWebhookEvent>(
  tx: DbOrTx,
  siteKey: string,
  type: E,
  data: TWebhookData<E>,
): Promise<void> {
  if ((await listSubscribedEndpoints(tx, siteKey, type)).length === 0) return;
  const sequence = await nextSequence(tx, siteKey);
  await enqueue(tx, {
    siteKey,
    kind: WEBHOOK_OUTBOX_KIND,
    payload: webhookPayload(siteKey, type, data, sequence),
  });
}

/**
 * The outbox's webhook handler: a delivery for every endpoint subscribed to the event now,
 * queued in the outbox's transaction (so exactly once) and announced to the webhook
 * dispatcher on its commit.
 */
export const deliverWebhookEvent: OutboxHandler = async (tx, delivery) => {
  const payload = delivery.payload as TWebhookPayload & { type: TWebhookEvent };
  const endpoints = await listSubscribedEndpoints(tx, payload.siteKey, payload.type);
  await queueDeliveries(
    tx,
    payload.siteKey,
    endpoints.map((endpoint) => ({ endpointId: endpoint.id, payload })),
  );
};

type TEventTask = {
  id: string;
  craftRecordId: string;
  title: string;
  taskStatus: number;
  assignedCompanyId: string | null;
};

type TStatusCode = TWebhookData<'task.created'>['status'];
type TStatusName = TWebhookData<'task.created'>['statusName'];

/** A stored status code, typed as the catalogue's (the tasks table holds only those). */
const statusCode = (code: number) => code as TStatusCode;
const statusName = (code: number) => taskStatusName(code) as TStatusName;

/** A task's public fields, as task events carry them. */
export function taskEventData(task: TEventTask): TWebhookData<'task.created'> {
  return {
    taskId: task.id,
    craftRecordId: task.craftRecordId,
    title: task.title,
    status: statusCode(task.taskStatus),
    statusName: statusName(task.taskStatus),
    assignedCompanyId: task.assignedCompanyId,
  };
}

/** A status change's fields: the task's, and the status it had before. */
export function taskStatusChangeData(
  task: TEventTask,
  previousStatus: number,
): TWebhookData<'task.status_changed'> {
  return {
    ...taskEventData(task),
    previousStatus: statusCode(previousStatus),
    previousStatusName: statusName(previousStatus),
  };
}
