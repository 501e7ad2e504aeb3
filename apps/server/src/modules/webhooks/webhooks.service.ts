import { randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  WEBHOOK_PING_EVENT,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_URL_MESSAGES,
  webhookUrlProblem,
  type TWebhookPayload,
  type ZWebhookEndpointInput,
  type ZWebhookEndpointUpdate,
} from '@craftwork/domain/integrations/webhooks';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import type { TEnv } from '../../env.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { writeAudit } from '../audit/index.ts';
import { nextWebhookSequence, queueDeliveries, webhookPayload } from './emit.ts';
import {
  findDelivery,
  findEndpoint,
  insertEndpoint,
  listAttempts,
  listDeliveries as listDeliveryRows,
  listEndpoints as listEndpointRows,
  listLiveEndpointIds,
  lockSiteEndpoints,
  markEndpointDeleted,
  updateEndpointFields,
  updateEndpointSecret,
} from './webhooks.repository.ts';

/** The Webhooks tab's use cases (site admins; the router checks the role). */

export type WebhookServices = { db: Database; env: Pick<TEnv, 'WEBHOOKS_ALLOW_PRIVATE'> };

export const MAX_ENDPOINTS_PER_SITE = 20;
export const DELIVERIES_PAGE_SIZE = 20;

export const WEBHOOK_MESSAGES = {
  tooMany: `A site may have at most ${MAX_ENDPOINTS_PER_SITE} webhook endpoints.`,
  inactive: 'Switch the endpoint on first.',
} as const;

const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('hex')}`;

/** The address normalised by the WHATWG parser, after both forms pass the rules. */
function checkedUrl(env: WebhookServices['env'], url: string): string {
  const allowPrivate = env.WEBHOOKS_ALLOW_PRIVATE;
  const problem = webhookUrlProblem(url, allowPrivate);
  if (problem) throw new AppError('BAD_REQUEST', problem);
  let href: string;
  try {
    href = new URL(url).href;
  } catch {
    throw new AppError('BAD_REQUEST', WEBHOOK_URL_MESSAGES.invalid);
  }
  const normalisedProblem = webhookUrlProblem(href, allowPrivate);
  if (normalisedProblem) throw new AppError('BAD_REQUEST', normalisedProblem);
  return href;
}

async function requireEndpoint(s: WebhookServices, scope: Scope, id: string) {
  const endpoint = await findEndpoint(s.db, scope.siteKey, id);
  if (!endpoint) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  return endpoint;
}

/** An endpoint that may be sent to now (replays and test events). */
async function requireActiveEndpoint(s: WebhookServices, scope: Scope, id: string) {
  const endpoint = await requireEndpoint(s, scope, id);
  if (!endpoint.active) throw new AppError('CONFLICT', WEBHOOK_MESSAGES.inactive);
  return endpoint;
}

async function requireDelivery(s: WebhookServices, scope: Scope, id: string) {
  const delivery = await findDelivery(s.db, scope.siteKey, id);
  if (!delivery) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  return delivery;
}

export function listEndpoints(s: WebhookServices, scope: Scope) {
  return listEndpointRows(s.db, scope.siteKey);
}

/** Adds an endpoint; its secret is answered this once. */
export async function createEndpoint(
  s: WebhookServices,
  scope: Scope,
  input: z.output<typeof ZWebhookEndpointInput>,
) {
  const url = checkedUrl(s.env, input.url);
  return s.db.transaction(async (tx) => {
    // Serialises concurrent adds of one site, so the limit holds.
    await lockSiteEndpoints(tx, scope.siteKey);
    const existing = await listLiveEndpointIds(tx, scope.siteKey);
    if (existing.length >= MAX_ENDPOINTS_PER_SITE)
      throw new AppError('CONFLICT', WEBHOOK_MESSAGES.tooMany);
    const id = randomUUID();
    const secret = newSecret();
    await insertEndpoint(tx, {
      id,
      siteKey: scope.siteKey,
      url,
      description: input.description,
      events: input.events,
      active: input.active,
      secret,
      createdBy: scope.userId,
    });
    await writeAudit(tx, {
      siteKey: scope.siteKey,
      actorId: scope.userId,
      area: 'webhooks',
      action: 'created',
      targetId: id,
      targetLabel: url,
      after: { url, description: input.description, events: input.events, active: input.active },
    });
    await notifyChange(tx, { site: scope.siteKey, topics: ['webhooks'] });
    return { id, secret };
  });
}

export async function updateEndpoint(
  s: WebhookServices,
  scope: Scope,
  input: z.output<typeof ZWebhookEndpointUpdate>,
) {
  const endpoint = await requireEndpoint(s, scope, input.id);
  const url = input.url === undefined ? undefined : checkedUrl(s.env, input.url);
  const changes = {
    ...(url === undefined ? {} : { url }),
    ...(input.description === undefined ? {} : { description: input.description }),
    ...(input.events === undefined ? {} : { events: input.events }),
    ...(input.active === undefined ? {} : { active: input.active }),
  };
  await s.db.transaction(async (tx) => {
    await updateEndpointFields(tx, scope.siteKey, input.id, changes);
    const keys = Object.keys(changes) as (keyof typeof changes)[];
    await writeAudit(tx, {
      siteKey: scope.siteKey,
      actorId: scope.userId,
      area: 'webhooks',
      action: 'updated',
      targetId: endpoint.id,
      targetLabel: url ?? endpoint.url,
      before: Object.fromEntries(keys.map((k) => [k, endpoint[k]])),
      after: changes,
    });
    await notifyChange(tx, { site: scope.siteKey, topics: ['webhooks'] });
  });
  return { ok: true as const };
}

/** Soft delete: the endpoint and its log leave the page; pending deliveries are not sent. */
export async function deleteEndpoint(s: WebhookServices, scope: Scope, id: string) {
  const endpoint = await requireEndpoint(s, scope, id);
  await s.db.transaction(async (tx) => {
    await markEndpointDeleted(tx, scope.siteKey, id);
    await writeAudit(tx, {
      siteKey: scope.siteKey,
      actorId: scope.userId,
      area: 'webhooks',
      action: 'deleted',
      targetId: id,
      targetLabel: endpoint.url,
    });
    await notifyChange(tx, { site: scope.siteKey, topics: ['webhooks'] });
  });
  return { ok: true as const };
}

/** A new secret, answered this once; deliveries from now on are signed with it. */
export async function rotateSecret(s: WebhookServices, scope: Scope, id: string) {
  const endpoint = await requireEndpoint(s, scope, id);
  const secret = newSecret();
  await s.db.transaction(async (tx) => {
    await updateEndpointSecret(tx, scope.siteKey, id, secret);
    // Never the secret itself: only that it changed.
    await writeAudit(tx, {
      siteKey: scope.siteKey,
      actorId: scope.userId,
      area: 'webhooks',
      action: 'secretRotated',
      targetId: id,
      targetLabel: endpoint.url,
    });
  });
  return { secret };
}

export async function listDeliveries(
  s: WebhookServices,
  scope: Scope,
  input: { endpointId: string; page: number },
) {
  await requireEndpoint(s, scope, input.endpointId);
  const { items, total } = await listDeliveryRows(s.db, scope.siteKey, input.endpointId, {
    offset: input.page * DELIVERIES_PAGE_SIZE,
    limit: DELIVERIES_PAGE_SIZE,
  });
  return { items, total, pageSize: DELIVERIES_PAGE_SIZE };
}

export async function getDelivery(s: WebhookServices, scope: Scope, id: string) {
  const delivery = await requireDelivery(s, scope, id);
  const tries = await listAttempts(s.db, id);
  return { ...delivery, payload: delivery.payload as TWebhookPayload, tries };
}

/** Sends a delivery's event again: a new delivery, same event id and payload. */
export async function replayDelivery(s: WebhookServices, scope: Scope, id: string) {
  const delivery = await requireDelivery(s, scope, id);
  const endpoint = await requireActiveEndpoint(s, scope, delivery.endpointId);
  const [deliveryId = ''] = await s.db.transaction((tx) =>
    queueDeliveries(tx, scope.siteKey, [
      { endpointId: endpoint.id, payload: delivery.payload as TWebhookPayload, replayOf: id },
    ]),
  );
  return { deliveryId };
}

/** A 'ping' event to one endpoint, to check the address and the receiver's signature check. */
export async function sendTestEvent(s: WebhookServices, scope: Scope, id: string) {
  const endpoint = await requireActiveEndpoint(s, scope, id);
  const [deliveryId = ''] = await s.db.transaction(async (tx) => {
    const payload = webhookPayload(
      scope.siteKey,
      WEBHOOK_PING_EVENT,
      { endpointId: endpoint.id, message: 'This is a test event from Craftwork.' },
      await nextWebhookSequence(tx, scope.siteKey),
    );
    return queueDeliveries(tx, scope.siteKey, [{ endpointId: endpoint.id, payload }]);
  });
  return { deliveryId };
}
