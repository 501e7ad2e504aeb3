import type PgBoss from 'pg-boss';
import { attemptDelivery, type DeliveryDeps } from './deliver.ts';
import { hasLiveDeliveryJob, listUnqueuedDeliveryIds } from './deliveries.repository.ts';

/** One job per delivery (singleton key: the delivery id), retried by pg-boss with backoff. */
export const WEBHOOK_DELIVER_QUEUE = 'webhook-deliver';
/** Queues pending deliveries that have no job (decision 182); every minute. */
export const WEBHOOK_SWEEP_QUEUE = 'webhook-sweep';
export const WEBHOOK_SWEEP_CRON = '* * * * *';

/** Whether a delivery already has a job waiting, retrying or running. */
function hasLiveJob(deps: DeliveryDeps, deliveryId: string, schema: string) {
  return hasLiveDeliveryJob(deps.db, schema, WEBHOOK_DELIVER_QUEUE, deliveryId);
}

/**
 * The webhook queues on a started pg-boss: answers how to queue one delivery. The worker
 * throws after a failed try that may be retried, so pg-boss retries it (retryLimit,
 * retryDelay doubling with jitter); the delivery row decides when the last try was made.
 */
export async function startWebhookJobs(
  boss: PgBoss,
  deps: DeliveryDeps,
  options: { schema: string },
): Promise<(deliveryId: string) => Promise<void>> {
  await boss.createQueue(WEBHOOK_DELIVER_QUEUE, {
    name: WEBHOOK_DELIVER_QUEUE,
    policy: 'stately',
    retryLimit: deps.retryLimit,
    retryDelay: deps.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 120,
  });
  await boss.createQueue(WEBHOOK_SWEEP_QUEUE, {
    name: WEBHOOK_SWEEP_QUEUE,
    policy: 'short',
    retryLimit: 0,
    expireInSeconds: 50,
  });
  const send = async (deliveryId: string) => {
    if (await hasLiveJob(deps, deliveryId, options.schema)) return;
    await boss.send(WEBHOOK_DELIVER_QUEUE, { deliveryId }, { singletonKey: deliveryId });
  };
  // Short retry delays (tests) need a worker that looks for retries often enough to show them.
  const pollingIntervalSeconds = Math.min(2, Math.max(0.5, deps.retryDelaySeconds / 4));
  await boss.work(
    WEBHOOK_DELIVER_QUEUE,
    { batchSize: 1, pollingIntervalSeconds },
    async ([job]) => {
      const id = (job?.data as { deliveryId?: unknown } | undefined)?.deliveryId;
      if (typeof id !== 'string') return;
      const result = await attemptDelivery(deps, id);
      if (result === 'retry')
        throw new Error('The receiver did not accept the delivery; retrying.');
    },
  );
  await boss.work(WEBHOOK_SWEEP_QUEUE, { batchSize: 1 }, async () => {
    const queued = await sweepDeliveries(deps, send, options.schema);
    if (queued > 0) deps.log(`Webhooks: queued ${queued} pending deliveries without a job.`);
  });
  await boss.schedule(WEBHOOK_SWEEP_QUEUE, WEBHOOK_SWEEP_CRON, {}, { tz: 'UTC' });
  return send;
}

/**
 * Pending deliveries older than 30 s, due, and without a job (created while jobs were off, or
 * the process stopped between the commit and the queueing) get one.
 */
export async function sweepDeliveries(
  deps: DeliveryDeps,
  send: (deliveryId: string) => Promise<void>,
  schema: string,
): Promise<number> {
  const rows = await listUnqueuedDeliveryIds(deps.db, schema, WEBHOOK_DELIVER_QUEUE);
  for (const row of rows) await send(row.id);
  return rows.length;
}
