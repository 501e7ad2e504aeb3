// What an integrator writes with the SDK: page through the tasks, move one through its
// statuses, record a partial payment, and verify a webhook both ways. Type-checked with the
// package (`npm run typecheck`), run against a live server by the server's sdk test.
import { Webhook } from 'standardwebhooks';
import {
  allPages,
  createCraftworkClient,
  idempotencyKey,
  verifyCraftworkSignature,
  type components,
  type CraftworkClient,
} from '../src/index.ts';

type TTaskSummary = components['schemas']['TaskSummary'];
type TProblem = components['schemas']['Problem'];

/** Thrown for an answer that is a problem (RFC 9457): its status, code and detail. */
export class CraftworkError extends Error {
  constructor(readonly problem: TProblem) {
    super(`${problem.status} ${problem.code}: ${problem.detail}`);
  }
}

function ok<T>(answer: { data?: T; error?: unknown }): T {
  if (answer.data !== undefined) return answer.data;
  throw new CraftworkError(answer.error as TProblem);
}

export function connect(baseUrl: string, token: string): CraftworkClient {
  return createCraftworkClient({ baseUrl, token });
}

/** Every task the token may see, oldest first, a page of `limit` at a time. */
export async function listTasks(client: CraftworkClient, limit = 50): Promise<TTaskSummary[]> {
  const tasks: TTaskSummary[] = [];
  const pages = allPages(async (cursor) =>
    ok(await client.GET('/tasks', { params: { query: { limit, cursor } } })),
  );
  for await (const page of pages) tasks.push(...page.items);
  return tasks;
}

/** What changed since the last sync: changed tasks, deleted ones, and the next watermark. */
export async function syncTasks(client: CraftworkClient, since: string) {
  const changed: TTaskSummary[] = [];
  const deleted: string[] = [];
  let watermark = since;
  const pages = allPages(async (cursor) =>
    ok(await client.GET('/tasks', { params: { query: { updated_since: since, cursor } } })),
  );
  for await (const page of pages) {
    changed.push(...page.items);
    deleted.push(...page.deleted.map((tombstone) => tombstone.id));
    for (const task of page.items)
      if (task.timestampLastModified > watermark) watermark = task.timestampLastModified;
  }
  return { changed, deleted, watermark };
}

/**
 * A Scheduled task done today: rescheduled as urgent (which makes it Awaiting), started, then
 * completed, each write with its own Idempotency-Key so a retry after a timeout is safe.
 * Returns the task's status after each step.
 */
export async function workScheduledTask(client: CraftworkClient, id: string) {
  const path = { id };
  const statuses: number[] = [];
  const statusOf = async () => ok(await client.GET('/tasks/{id}', { params: { path } })).taskStatus;
  const once = () => ({ 'Idempotency-Key': idempotencyKey() });
  ok(
    await client.POST('/tasks/{id}/reschedule', {
      params: { path, header: once() },
      body: { choice: 'urgent' },
    }),
  );
  statuses.push(await statusOf());
  ok(await client.POST('/tasks/{id}/start', { params: { path, header: once() }, body: {} }));
  statuses.push(await statusOf());
  ok(
    await client.POST('/tasks/{id}/complete', {
      params: { path, header: once() },
      body: { persistenceChoice: 'keep' },
    }),
  );
  statuses.push(await statusOf());
  return statuses;
}

/** Records part of an invoice's balance; the answer says what is still due. */
export async function recordPayment(
  client: CraftworkClient,
  invoiceId: string,
  amountCents: number,
  paidDate: string,
) {
  return ok(
    await client.POST('/invoices/{id}/payment', {
      params: { path: { id: invoiceId }, header: { 'Idempotency-Key': idempotencyKey() } },
      body: { amountCents, paidDate, method: 'bank_transfer', reference: 'ERP 2026/11/0042' },
    }),
  );
}

/**
 * A webhook delivery checked both ways: the Standard Webhooks library on the webhook-* headers,
 * and the Craftwork-Signature header. `body` is the raw body as received.
 */
export function verifyDelivery(secret: string, headers: Headers, body: string) {
  let standard = true;
  try {
    new Webhook(secret).verify(body, {
      'webhook-id': headers.get('webhook-id') ?? '',
      'webhook-timestamp': headers.get('webhook-timestamp') ?? '',
      'webhook-signature': headers.get('webhook-signature') ?? '',
    });
  } catch {
    standard = false;
  }
  const craftwork = verifyCraftworkSignature(secret, headers.get('Craftwork-Signature'), body);
  return { standard, craftwork };
}
