import { z } from 'zod';
import { TASK_STATUSES } from '../catalogues/task-statuses.ts';
import { PAYMENT_METHODS } from '../billing/payments.ts';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_PING_EVENT,
  type TWebhookDeliveryEvent,
} from './webhooks.ts';

/**
 * The body of each webhook event (decision 182, 213): one envelope (event id, type, time, site,
 * the site's sequence number) around the event's `data`. The server types what it sends with
 * these, and the API document's `webhooks` section is generated from them, so both say the same.
 */

const ZTaskStatusCode = z
  .union(TASK_STATUSES.map((s) => z.literal(s.code).describe(s.name)))
  .describe('The task status code; its name is in the `…Name` field next to it.');

const ZTaskStatusName = z.enum(TASK_STATUSES.map((s) => s.name));

const ZTaskData = z.object({
  taskId: z.string(),
  craftRecordId: z.string(),
  title: z.string(),
  status: ZTaskStatusCode,
  statusName: ZTaskStatusName,
  assignedCompanyId: z.string().nullable(),
});

export const ZTaskCreatedData = ZTaskData;

export const ZTaskStatusChangedData = ZTaskData.extend({
  previousStatus: ZTaskStatusCode.describe('The status the task had before this change.'),
  previousStatusName: ZTaskStatusName,
});

export const ZRecordClosedData = z.object({
  craftRecordId: z.string(),
  title: z.string(),
  craftType: z.int().describe('The craft type code.'),
  closedAt: z.iso.datetime(),
  closedByTaskId: z.string().describe('The task whose status change closed the record.'),
});

export const ZInvoicePaidData = z.object({
  invoiceId: z.string(),
  number: z.string().describe('The invoice number as printed.'),
  customerId: z.string(),
  totalCents: z.int(),
  paidCents: z.int(),
  balanceCents: z.literal(0),
  paidDate: z.iso.date().describe("The last payment's date, in the site's time zone."),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
});

export const ZPingData = z.object({ endpointId: z.string(), message: z.string() });

/** Each event type's `data`. */
export const WEBHOOK_DATA_SCHEMAS = {
  'task.created': ZTaskCreatedData,
  'task.status_changed': ZTaskStatusChangedData,
  'record.closed': ZRecordClosedData,
  'invoice.paid': ZInvoicePaidData,
  [WEBHOOK_PING_EVENT]: ZPingData,
} as const satisfies Record<TWebhookDeliveryEvent, z.ZodType>;

export type TWebhookData<E extends TWebhookDeliveryEvent> = z.output<
  (typeof WEBHOOK_DATA_SCHEMAS)[E]
>;

/**
 * Strictly increasing per site in the order the writes committed (assigned under a per-site
 * row lock in the writing transaction), not gap-free: an endpoint sees only its own events.
 */
export const ZWebhookSequence = z
  .int()
  .min(1)
  .describe(
    "The site's event number: later events of a site have higher numbers. Order by it, not by arrival; numbers may be skipped.",
  );

/** The whole body of one event type. */
export function webhookPayloadSchema<E extends TWebhookDeliveryEvent>(type: E) {
  return z
    .object({
      id: z
        .string()
        .describe('The event id: the same on every retry and replay (also `webhook-id`).'),
      type: z.literal(type),
      createdAt: z.iso.datetime(),
      siteKey: z.string(),
      sequence: ZWebhookSequence,
      data: WEBHOOK_DATA_SCHEMAS[type],
    })
    .meta({ title: WEBHOOK_EVENT_LABELS[type] });
}
