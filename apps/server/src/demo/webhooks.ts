import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  WEBHOOK_SECRET_PREFIX,
  type TWebhookEvent,
  type TWebhookPayload,
} from '@craftwork/domain/integrations/webhooks';
import type { DbOrTx } from '../db/client.ts';
import {
  tasks,
  users,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from '../db/schema.ts';
import { newEventId, nextWebhookSequence, taskEventData } from '../modules/webhooks/index.ts';
import { seededRandom } from './random.ts';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** `.invalid` never resolves (RFC 6761): the demo's endpoints can reach nobody. */
export const DEMO_WEBHOOK_URLS = {
  erp: 'https://erp.example.invalid/craftwork/webhooks',
  books: 'https://books.example.invalid/hooks/craftwork',
} as const;

type TTry = { statusCode: number | null; error: string | null; durationMs: number };

/**
 * Webhooks on the demo site, so the Webhooks tab shows the feature on: an active ERP endpoint
 * for task status changes and closed records, with a few weeks of deliveries (one that needed
 * three tries, one that failed every try), and a paused bookkeeping endpoint whose receiver
 * went away. Their addresses end in .invalid, so the live events the demo makes fail to
 * resolve rather than reach anyone. Every seeded delivery is settled: none is pending, so the
 * sweeper has nothing of them to send.
 */
export async function seedDemoWebhooks(
  tx: DbOrTx,
  { siteKey, now, adminEmail }: { siteKey: string; now: Date; adminEmail: string },
) {
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, adminEmail));
  const sample = await tx
    .select({
      id: tasks.id,
      craftRecordId: tasks.craftRecordId,
      title: tasks.title,
      taskStatus: tasks.taskStatus,
      assignedCompanyId: tasks.assignedCompanyId,
    })
    .from(tasks)
    .where(eq(tasks.siteKey, siteKey))
    .orderBy(tasks.id)
    .limit(8);
  const secret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('hex')}`;
  const endpoint = async (
    url: string,
    description: string,
    events: TWebhookEvent[],
    active: boolean,
    daysAgo: number,
  ) => {
    const id = randomUUID();
    const at = new Date(now.getTime() - daysAgo * DAY);
    await tx.insert(webhookEndpoints).values({
      id,
      siteKey,
      url,
      description,
      events,
      secret: secret(),
      active,
      createdBy: admin?.id ?? null,
      createdAt: at,
      updatedAt: at,
    });
    return id;
  };
  const erp = await endpoint(
    DEMO_WEBHOOK_URLS.erp,
    'ERP work orders (demo address, sends nowhere)',
    ['task.status_changed', 'record.closed'],
    true,
    30,
  );
  const books = await endpoint(
    DEMO_WEBHOOK_URLS.books,
    'Bookkeeping, paused since its receiver was retired',
    ['invoice.paid'],
    false,
    45,
  );

  const random = seededRandom(182);
  const deliver = async (
    endpointId: string,
    type: TWebhookEvent,
    data: Record<string, unknown>,
    at: Date,
    tries: TTry[],
  ) => {
    const id = randomUUID();
    const payload: TWebhookPayload = {
      id: newEventId(),
      type,
      createdAt: at.toISOString(),
      siteKey,
      sequence: await nextWebhookSequence(tx, siteKey),
      data,
    };
    const last = tries.at(-1);
    const ok = last?.statusCode != null && last.statusCode < 300;
    const lastAt = new Date(at.getTime() + (tries.length - 1) * 2 * MINUTE);
    await tx.insert(webhookDeliveries).values({
      id,
      siteKey,
      endpointId,
      event: type,
      eventId: payload.id,
      payload,
      status: ok ? 'succeeded' : 'failed',
      attempts: tries.length,
      lastStatusCode: last?.statusCode ?? null,
      createdAt: at,
      completedAt: new Date(lastAt.getTime() + (last?.durationMs ?? 0)),
    });
    await tx.insert(webhookAttempts).values(
      tries.map((t, i) => ({
        id: randomUUID(),
        deliveryId: id,
        attempt: i + 1,
        at: new Date(at.getTime() + i * 2 * MINUTE),
        ...t,
      })),
    );
  };
  const okTry = (): TTry => ({ statusCode: 200, error: null, durationMs: random.int(40, 260) });
  const answered = (statusCode: number): TTry => ({
    statusCode,
    error: `The receiver answered ${statusCode}.`,
    durationMs: random.int(20, 120),
  });

  for (const [i, task] of sample.entries()) {
    const at = new Date(now.getTime() - (14 - i * 1.5) * DAY);
    const tries =
      i === 3
        ? [answered(503), answered(503), okTry()]
        : i === 6
          ? [
              answered(502),
              { statusCode: null, error: 'No answer within 10 seconds.', durationMs: 10_000 },
              answered(502),
            ]
          : [okTry()];
    await deliver(erp, 'task.status_changed', taskEventData(task), at, tries);
  }
  // The shape payments.service.ts sends; the invoices themselves are made up.
  const invoice = (n: number, day: number) => ({
    invoiceId: randomUUID(),
    number: `INV-${n}`,
    customerId: null,
    totalCents: 184_000,
    paidCents: 184_000,
    balanceCents: 0,
    paidDate: new Date(now.getTime() - day * DAY).toISOString().slice(0, 10),
    method: 'bank_transfer',
    reference: `BANK-${n}`,
  });
  await deliver(books, 'invoice.paid', invoice(1041, 20), new Date(now.getTime() - 20 * DAY), [
    okTry(),
  ]);
  await deliver(books, 'invoice.paid', invoice(1057, 9), new Date(now.getTime() - 9 * DAY), [
    answered(410),
  ]);
}
