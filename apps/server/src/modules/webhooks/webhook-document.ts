import { z } from 'zod';
import { webhookPayloadSchema } from '@craftwork/domain/integrations/webhook-payloads';
import {
  SIGNATURE_TOLERANCE_SECONDS,
  STANDARD_WEBHOOK_HEADERS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_HEADERS,
  type TWebhookDeliveryEvent,
} from '@craftwork/domain/integrations/webhooks';

/** What the API document says of every delivery's headers and of verifying them. */
export const WEBHOOK_DOCUMENT_DESCRIPTION = [
  'Each delivery is a POST of the JSON body, signed twice with the endpoint secret (`whsec_…`).',
  `\`${WEBHOOK_HEADERS.signature}: t=<unix seconds>,v1=<hex HMAC-SHA256>\` over \`<t>.<raw body>\`, keyed with the whole secret.`,
  `Standard Webhooks: \`${STANDARD_WEBHOOK_HEADERS.id}\` (the event id), \`${STANDARD_WEBHOOK_HEADERS.timestamp}\` and \`${STANDARD_WEBHOOK_HEADERS.signature}: v1,<base64 HMAC-SHA256>\` over \`<id>.<timestamp>.<raw body>\`, keyed with the secret's part after \`whsec_\` read as base64; the \`standardwebhooks\` libraries verify it with the secret as shown.`,
  `Refuse a timestamp more than ${SIGNATURE_TOLERANCE_SECONDS} seconds away. Any answer but 2xx is retried with backoff; drop repeats by event id, and order a site's events by \`sequence\`.`,
].join('\n\n');

const header = (name: string, description: string, example: string) => ({
  name,
  in: 'header' as const,
  required: true,
  description,
  schema: { type: 'string' },
  example,
});

const HEADER_PARAMETERS = [
  header(
    WEBHOOK_HEADERS.signature,
    'Our signature: hex HMAC-SHA256 of `<t>.<raw body>`, keyed with the whole secret.',
    't=1767225600,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd',
  ),
  header(WEBHOOK_HEADERS.event, 'The event type.', 'task.status_changed'),
  header(
    WEBHOOK_HEADERS.delivery,
    'This delivery (a replay is a new delivery of the same event).',
    '3f1c2a9e-2b7d-4c61-9a43-0d5e7f1b2c3d',
  ),
  header(
    WEBHOOK_HEADERS.eventId,
    'The event id, kept by retries and replays.',
    'evt_0c1d5f8a9b2e4c7d8e9f0a1b2c3d4e5f',
  ),
  header(
    STANDARD_WEBHOOK_HEADERS.id,
    'Standard Webhooks: the event id.',
    'evt_0c1d5f8a9b2e4c7d8e9f0a1b2c3d4e5f',
  ),
  header(
    STANDARD_WEBHOOK_HEADERS.timestamp,
    "Standard Webhooks: this try's time in unix seconds.",
    '1767225600',
  ),
  header(
    STANDARD_WEBHOOK_HEADERS.signature,
    'Standard Webhooks: base64 HMAC-SHA256 of `<id>.<timestamp>.<raw body>`.',
    'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  ),
];

/** An event's body as JSON Schema 2020-12 (what OpenAPI 3.1 takes), without `$schema`. */
function payloadJsonSchema(type: TWebhookDeliveryEvent): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(webhookPayloadSchema(type));
  return schema;
}

/** The operation id of an event: `task.status_changed` → `taskStatusChangedWebhook`. */
const operationId = (type: string) =>
  `${type.replace(/[._]([a-z])/g, (_m, c: string) => c.toUpperCase())}Webhook`;

/**
 * The OpenAPI 3.1 `webhooks` object: one POST per event type a site admin may subscribe to,
 * with its body's JSON Schema (from the zod schemas the server types its payloads with) and
 * the headers every delivery carries.
 */
export function webhookDocument() {
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((type) => [
      type,
      {
        post: {
          operationId: operationId(type),
          summary: WEBHOOK_EVENT_LABELS[type],
          description: WEBHOOK_DOCUMENT_DESCRIPTION,
          tags: ['Webhooks'],
          security: [],
          parameters: HEADER_PARAMETERS,
          requestBody: {
            required: true,
            content: { 'application/json': { schema: payloadJsonSchema(type) } },
          },
          responses: {
            '200': { description: 'Any 2xx answer: the delivery succeeded.' },
            '400': { description: 'Any other answer, or none within 10 seconds: retried later.' },
          },
        },
      },
    ]),
  );
}
