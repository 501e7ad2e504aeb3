import { randomUUID } from 'node:crypto';
import { webhookDeliveries, webhookEndpoints } from '../../../db/schema.ts';
import type { Database } from '../../../db/client.ts';
import { webhookPayload } from '../../../modules/webhooks/index.ts';
import { WEBHOOK_MESSAGES } from '../../../modules/webhooks/index.ts';
import { siteAdmins, siteOfCaller, type MatrixArea } from '../matrix-kit.ts';

/**
 * An address that never answers: the test app (jobs off) tries a replay or a test event once
 * in the background, and `.invalid` names fail at the lookup (RFC 2606).
 */
const MATRIX_URL = 'https://hooks.matrix.invalid/craftwork';

/** Per site: an endpoint the rows act on, one only `delete` removes, and a settled delivery. */
const kept: Record<string, string> = {};
const deletable: Record<string, string> = {};
const delivery: Record<string, string> = {};

async function addEndpoint(db: Database, siteKey: string, createdBy: string) {
  const id = randomUUID();
  await db.insert(webhookEndpoints).values({
    id,
    siteKey,
    url: MATRIX_URL,
    // Only invoices: the other areas' task writes queue nothing for it.
    events: ['invoice.paid'],
    secret: `whsec_${randomUUID().replaceAll('-', '')}`,
    createdBy,
  });
  return id;
}

/** Refusals an allowed call may meet once the fuzz set switched the endpoint off. */
const inactive = [{ code: 'CONFLICT', message: WEBHOOK_MESSAGES.inactive }] as const;

/**
 * The webhook procedures' rows: site admins only, each on its own site's endpoints and
 * deliveries (another site's are hidden: webhooks.integration.test.ts lifts their ids).
 */
export const webhooksArea: MatrixArea = {
  async prepare(_t, db, w) {
    for (const s of [w.site, w.other]) {
      kept[s.siteKey] = await addEndpoint(db, s.siteKey, s.users.admin.id);
      deletable[s.siteKey] = await addEndpoint(db, s.siteKey, s.users.admin.id);
      const id = randomUUID();
      const payload = webhookPayload(
        s.siteKey,
        'ping',
        { endpointId: kept[s.siteKey]!, message: 'matrix' },
        1,
      );
      // Settled already, so nothing sends it; a replay queues a new one.
      await db.insert(webhookDeliveries).values({
        id,
        siteKey: s.siteKey,
        endpointId: kept[s.siteKey]!,
        event: payload.type,
        eventId: payload.id,
        payload,
        status: 'succeeded',
        attempts: 1,
        lastStatusCode: 200,
        completedAt: new Date(),
      });
      delivery[s.siteKey] = id;
    }
  },
  rows: {
    'webhooks.list': { access: siteAdmins, input: () => undefined },
    'webhooks.create': {
      access: siteAdmins,
      input: () => ({ url: MATRIX_URL, description: 'Matrix made', events: ['invoice.paid'] }),
      // Repeated calls (the fuzz set's) may fill the site's endpoints.
      refusals: [{ code: 'CONFLICT', message: WEBHOOK_MESSAGES.tooMany }],
    },
    'webhooks.update': {
      access: siteAdmins,
      input: (w, p) => ({ id: kept[siteOfCaller(w, p)] ?? 'none', description: 'Matrix edit' }),
    },
    'webhooks.rotateSecret': {
      access: siteAdmins,
      input: (w, p) => ({ id: kept[siteOfCaller(w, p)] ?? 'none' }),
    },
    'webhooks.sendTest': {
      access: siteAdmins,
      input: (w, p) => ({ id: kept[siteOfCaller(w, p)] ?? 'none' }),
      refusals: inactive,
    },
    'webhooks.listDeliveries': {
      access: siteAdmins,
      input: (w, p) => ({ endpointId: kept[siteOfCaller(w, p)] ?? 'none', page: 0 }),
    },
    'webhooks.getDelivery': {
      access: siteAdmins,
      input: (w, p) => ({ id: delivery[siteOfCaller(w, p)] ?? 'none' }),
    },
    'webhooks.replay': {
      access: siteAdmins,
      input: (w, p) => ({ id: delivery[siteOfCaller(w, p)] ?? 'none' }),
      refusals: inactive,
    },
    'webhooks.delete': {
      access: siteAdmins,
      input: (w, p) => ({ id: deletable[siteOfCaller(w, p)] ?? 'none' }),
    },
  },
  // Their ids are webhook ids the id-lifting test does not know: another site's are tried in
  // webhooks.integration.test.ts.
  takeNoId: [
    'webhooks.list',
    'webhooks.create',
    'webhooks.update',
    'webhooks.rotateSecret',
    'webhooks.sendTest',
    'webhooks.listDeliveries',
    'webhooks.getDelivery',
    'webhooks.replay',
    'webhooks.delete',
  ],
};
