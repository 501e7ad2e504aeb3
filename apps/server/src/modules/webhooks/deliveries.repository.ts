import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';

/** Queries of the delivery tries: queueing, claiming, recording and settling deliveries. */

export type TNewWebhookDelivery = typeof webhookDeliveries.$inferInsert;
export type TNewWebhookAttempt = typeof webhookAttempts.$inferInsert;

/** Inserts new deliveries. */
export async function insertDeliveries(db: DbOrTx, values: TNewWebhookDelivery[]): Promise<void> {
  await db.insert(webhookDeliveries).values(values);
}

/** A pending delivery's site and endpoint (address, secret, whether it is live and on). */
export async function findPendingDeliveryTarget(db: DbOrTx, deliveryId: string) {
  const [target] = await db
    .select({
      siteKey: webhookDeliveries.siteKey,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      usable: sql<boolean>`${webhookEndpoints.active} and ${webhookEndpoints.deletedAt} is null`,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending')));
  return target;
}

/** Ends a pending delivery as failed without a try. */
export async function failPendingDelivery(db: DbOrTx, deliveryId: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', completedAt: new Date(), nextAttemptAt: null })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending')));
}

/**
 * Claims a pending, due delivery for one try: counts the try and holds the delivery for
 * `leaseSeconds`. Answers the try's number and the payload, or undefined when not claimed.
 */
export async function claimDelivery(db: DbOrTx, deliveryId: string, leaseSeconds: number) {
  const [claimed] = await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.status, 'pending'),
        or(
          isNull(webhookDeliveries.nextAttemptAt),
          lte(webhookDeliveries.nextAttemptAt, sql`now()`),
        ),
      ),
    )
    .returning({
      attempts: webhookDeliveries.attempts,
      payload: webhookDeliveries.payload,
    });
  return claimed;
}

/** Records one try of a delivery. */
export async function insertAttempt(db: DbOrTx, values: TNewWebhookAttempt): Promise<void> {
  await db.insert(webhookAttempts).values(values);
}

/**
 * Settles a delivery after a try; `retryInSeconds` (when not null) sets the next try that many
 * seconds from now, else there is no next try.
 */
export async function settleDelivery(
  db: DbOrTx,
  deliveryId: string,
  settled: {
    status: 'pending' | 'succeeded' | 'failed';
    lastStatusCode: number | null;
    completedAt: Date | null;
    retryInSeconds: number | null;
  },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      status: settled.status,
      lastStatusCode: settled.lastStatusCode,
      completedAt: settled.completedAt,
      nextAttemptAt:
        settled.retryInSeconds === null
          ? null
          : sql`now() + make_interval(secs => ${settled.retryInSeconds})`,
    })
    .where(eq(webhookDeliveries.id, deliveryId));
}

/** Whether a delivery already has a job of `queue` waiting, retrying or running. */
export async function hasLiveDeliveryJob(
  db: DbOrTx,
  schema: string,
  queue: string,
  deliveryId: string,
): Promise<boolean> {
  const rows = await db.execute(
    sql`select 1 from ${sql.identifier(schema)}.job where name = ${queue}
      and singleton_key = ${deliveryId} and state < 'completed' limit 1`,
  );
  return rows.rows.length > 0;
}

/** Pending deliveries older than 30 s, due, and without a job of `queue`; oldest first, 500 at most. */
export async function listUnqueuedDeliveryIds(
  db: DbOrTx,
  schema: string,
  queue: string,
): Promise<{ id: string }[]> {
  const rows = await db.execute<{ id: string }>(sql`
    select d.id from webhook_deliveries d
    where d.status = 'pending' and d.created_at < now() - interval '30 seconds'
      and (d.next_attempt_at is null or d.next_attempt_at <= now())
      and not exists (select 1 from ${sql.identifier(schema)}.job j
        where j.name = ${queue} and j.singleton_key = d.id and j.state < 'completed')
    order by d.created_at limit 500`);
  return rows.rows;
}
