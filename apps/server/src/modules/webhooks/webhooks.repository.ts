import { and, arrayContains, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookSequences,
} from '../../db/schema.ts';

/** Queries of the webhook tables; every one names the site. */

export type TNewWebhookEndpoint = typeof webhookEndpoints.$inferInsert;
export type TWebhookEndpointChanges = Partial<
  Pick<TNewWebhookEndpoint, 'url' | 'description' | 'events' | 'active'>
>;

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  events: webhookEndpoints.events,
  active: webhookEndpoints.active,
  createdAt: webhookEndpoints.createdAt,
  updatedAt: webhookEndpoints.updatedAt,
};

export const deliveryColumns = {
  id: webhookDeliveries.id,
  endpointId: webhookDeliveries.endpointId,
  event: webhookDeliveries.event,
  eventId: webhookDeliveries.eventId,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  lastStatusCode: webhookDeliveries.lastStatusCode,
  replayOf: webhookDeliveries.replayOf,
  createdAt: webhookDeliveries.createdAt,
  completedAt: webhookDeliveries.completedAt,
};

export async function listEndpoints(db: DbOrTx, siteKey: string) {
  const rows = await db
    .select({
      ...endpointColumns,
      lastStatus: sql<string | null>`last.status`,
      lastStatusCode: sql<number | null>`last.last_status_code`,
      lastAt: sql<string | null>`last.created_at`,
    })
    .from(webhookEndpoints)
    .leftJoin(
      sql`lateral (select d.status, d.last_status_code, d.created_at from ${webhookDeliveries} d
        where d.endpoint_id = ${webhookEndpoints.id} order by d.created_at desc, d.id desc limit 1) last`,
      sql`true`,
    )
    .where(and(eq(webhookEndpoints.siteKey, siteKey), isNull(webhookEndpoints.deletedAt)))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
  return rows.map(({ lastStatus, lastStatusCode, lastAt, ...endpoint }) => ({
    ...endpoint,
    lastDelivery:
      lastStatus && lastAt
        ? {
            status: lastStatus as 'pending' | 'succeeded' | 'failed',
            statusCode: lastStatusCode,
            createdAt: new Date(lastAt),
          }
        : null,
  }));
}

/** A live (not deleted) endpoint of the site, with its secret. */
export async function findEndpoint(db: DbOrTx, siteKey: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.id, id),
        eq(webhookEndpoints.siteKey, siteKey),
        isNull(webhookEndpoints.deletedAt),
      ),
    );
  return row;
}

export async function listDeliveries(
  db: DbOrTx,
  siteKey: string,
  endpointId: string,
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(webhookDeliveries.siteKey, siteKey),
    eq(webhookDeliveries.endpointId, endpointId),
  );
  const [items, [total]] = await Promise.all([
    db
      .select({
        ...deliveryColumns,
        // The log shows how long the latest try took; each try's own is in getDelivery. The
        // outer id is written qualified: Drizzle leaves a single table's columns bare.
        lastDurationMs: sql<number | null>`(select a.duration_ms from ${webhookAttempts} a
          where a.delivery_id = ${webhookDeliveries}.id order by a.attempt desc limit 1)`,
      })
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** A delivery of the site whose endpoint is not deleted. */
export async function findDelivery(db: DbOrTx, siteKey: string, id: string) {
  const [row] = await db
    .select({ ...deliveryColumns, payload: webhookDeliveries.payload, url: webhookEndpoints.url })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.siteKey, siteKey),
        isNull(webhookEndpoints.deletedAt),
      ),
    );
  return row;
}

export function listAttempts(db: DbOrTx, deliveryId: string) {
  return db
    .select({
      attempt: webhookAttempts.attempt,
      at: webhookAttempts.at,
      statusCode: webhookAttempts.statusCode,
      error: webhookAttempts.error,
      durationMs: webhookAttempts.durationMs,
    })
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, deliveryId))
    .orderBy(webhookAttempts.attempt);
}

/**
 * Switches off the site's active endpoints `createdBy` made (decision 188), returning them:
 * their deliveries stop until another site admin, having looked at where they send, turns
 * them on again.
 */
export function deactivateEndpointsMadeBy(db: DbOrTx, siteKey: string, createdBy: string) {
  return db
    .update(webhookEndpoints)
    .set({ active: false, updatedAt: new Date() })
    .where(
      and(
        eq(webhookEndpoints.siteKey, siteKey),
        eq(webhookEndpoints.createdBy, createdBy),
        eq(webhookEndpoints.active, true),
        isNull(webhookEndpoints.deletedAt),
      ),
    )
    .returning({ id: webhookEndpoints.id, url: webhookEndpoints.url });
}

/** The active endpoints of a site subscribed to an event. */
export function listSubscribedEndpoints(db: DbOrTx, siteKey: string, type: string) {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.siteKey, siteKey),
        eq(webhookEndpoints.active, true),
        isNull(webhookEndpoints.deletedAt),
        arrayContains(webhookEndpoints.events, [type]),
      ),
    );
}

/** Serialises concurrent adds of one site's endpoints until the transaction ends. */
export async function lockSiteEndpoints(tx: DbOrTx, siteKey: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhooks:${siteKey}`}))`);
}

/** The ids of the site's live (not deleted) endpoints. */
export function listLiveEndpointIds(db: DbOrTx, siteKey: string) {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.siteKey, siteKey), isNull(webhookEndpoints.deletedAt)));
}

/** Inserts an endpoint. */
export async function insertEndpoint(db: DbOrTx, values: TNewWebhookEndpoint): Promise<void> {
  await db.insert(webhookEndpoints).values(values);
}

/** Updates an endpoint's address, description, events or switch. */
export async function updateEndpointFields(
  db: DbOrTx,
  siteKey: string,
  id: string,
  changes: TWebhookEndpointChanges,
): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.siteKey, siteKey)));
}

/** Soft-deletes an endpoint (and switches it off). */
export async function markEndpointDeleted(db: DbOrTx, siteKey: string, id: string): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ deletedAt: new Date(), active: false, updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.siteKey, siteKey)));
}

/** Replaces an endpoint's secret. */
export async function updateEndpointSecret(
  db: DbOrTx,
  siteKey: string,
  id: string,
  secret: string,
): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ secret, updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.siteKey, siteKey)));
}

/**
 * The site's next event number. The upsert locks the site's counter row until the
 * transaction ends, so concurrent writers of one site take their numbers in commit order.
 */
export async function nextSequence(tx: DbOrTx, siteKey: string): Promise<number> {
  const [row] = await tx
    .insert(webhookSequences)
    .values({ siteKey, lastSequence: 1 })
    .onConflictDoUpdate({
      target: webhookSequences.siteKey,
      set: { lastSequence: sql`${webhookSequences.lastSequence} + 1` },
    })
    .returning({ sequence: webhookSequences.lastSequence });
  if (!row) throw new Error('The webhook sequence was not returned.');
  return row.sequence;
}
