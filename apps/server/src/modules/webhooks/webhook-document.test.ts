import { describe, expect, it } from 'vitest';
import {
  STANDARD_WEBHOOK_HEADERS,
  WEBHOOK_EVENTS,
  WEBHOOK_HEADERS,
} from '@craftwork/domain/integrations/webhooks';
import { webhookDocument } from './webhook-document.ts';

type TOperation = {
  operationId: string;
  parameters: { name: string; in: string; required: boolean }[];
  requestBody: { content: { 'application/json': { schema: TSchema } } };
};
type TSchema = {
  $schema?: string;
  required?: string[];
  properties: Record<string, TSchema & { const?: unknown }>;
};

const document = webhookDocument() as unknown as Record<string, { post: TOperation }>;
const bodyOf = (event: string) =>
  document[event]!.post.requestBody.content['application/json'].schema;

describe('the webhooks section of the API document', () => {
  it('has one POST per event a site admin may subscribe to, each with its own operation id', () => {
    expect(Object.keys(document)).toEqual([...WEBHOOK_EVENTS]);
    const ids = WEBHOOK_EVENTS.map((event) => document[event]!.post.operationId);
    expect(ids).toEqual([
      'taskCreatedWebhook',
      'taskStatusChangedWebhook',
      'recordClosedWebhook',
      'invoicePaidWebhook',
    ]);
  });

  it.each(WEBHOOK_EVENTS)('describes the body of %s: its type, the sequence and the data', (e) => {
    const body = bodyOf(e);
    expect(body.$schema).toBeUndefined();
    expect(body.required).toEqual(['id', 'type', 'createdAt', 'siteKey', 'sequence', 'data']);
    expect(body.properties.type).toMatchObject({ const: e });
    expect(body.properties.sequence).toMatchObject({ type: 'integer', minimum: 1 });
  });

  it('gives a status change its previous status', () => {
    expect(bodyOf('task.status_changed').properties.data!.required).toEqual(
      expect.arrayContaining(['status', 'previousStatus', 'previousStatusName']),
    );
    expect(bodyOf('task.created').properties.data!.properties).not.toHaveProperty('previousStatus');
  });

  it('names every header a delivery carries, ours and the Standard Webhooks ones', () => {
    const headers = document['invoice.paid']!.post.parameters;
    expect(headers.every((h) => h.in === 'header' && h.required)).toBe(true);
    expect(headers.map((h) => h.name).sort()).toEqual(
      [...Object.values(WEBHOOK_HEADERS), ...Object.values(STANDARD_WEBHOOK_HEADERS)].sort(),
    );
  });
});
