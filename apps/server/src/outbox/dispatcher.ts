import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client.ts';
import type { OutboxDelivery, OutboxHandler } from './outbox.ts';

/** A row is tried at most this often; then it stays undelivered with its last error. */
export const OUTBOX_MAX_ATTEMPTS = 8;
/** The first retry's delay; each further one doubles it, up to an hour. */
export const OUTBOX_RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;
/** A delivered row is kept this long (for a look at what left lately), then purged. */
export const OUTBOX_KEEP_DELIVERED_DAYS = 7;
/** A row given up on is kept this long with its last error, then purged. */
export const OUTBOX_KEEP_FAILED_DAYS = 30;

/** A row the next pass delivers: not yet delivered, its retry time come, tries left. */
export function dueCondition(maxAttempts = OUTBOX_MAX_ATTEMPTS) {
  return sql`delivered_at is null and next_attempt_at <= now() and attempts < ${maxAttempts}`;
}

/** How many rows the next pass would deliver. */
export async function countDue(db: DbOrTx, maxAttempts = OUTBOX_MAX_ATTEMPTS): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from outbox where ${dueCondition(maxAttempts)}`,
  );
  return result.rows[0]?.n ?? 0;
}

/**
 * Deletes delivered rows older than OUTBOX_KEEP_DELIVERED_DAYS and rows given up on older than
 * OUTBOX_KEEP_FAILED_DAYS; rows still to be tried are never touched. Returns how many went.
 */
export async function purgeOutbox(db: DbOrTx, maxAttempts = OUTBOX_MAX_ATTEMPTS): Promise<number> {
  const result = await db.execute(sql`delete from outbox
    where delivered_at < now() - ${OUTBOX_KEEP_DELIVERED_DAYS} * interval '1 day'
       or (delivered_at is null and attempts >= ${maxAttempts}
           and created_at < now() - ${OUTBOX_KEEP_FAILED_DAYS} * interval '1 day')`);
  return result.rowCount ?? 0;
}

export type OutboxDispatcher = {
  /** The handler of one kind; a row of a kind without one fails and is retried. */
  registerOutboxHandler: (kind: string, handler: OutboxHandler) => void;
  /** Delivers every due row now; resolves with how many were delivered by this pass. */
  deliverPending: () => Promise<number>;
  /** Starts a pass in the background (or one more after the running one). */
  kick: () => void;
  /** Takes no more kicks and waits for the running pass. */
  close: () => Promise<void>;
};

export type OutboxDispatcherOptions = {
  log: (message: string) => void;
  maxAttempts?: number;
  /** Tests: the first retry's delay. */
  retryDelayMs?: number;
};

type Row = {
  id: string;
  site_key: string | null;
  kind: string;
  payload: unknown;
  created_at: Date | string;
  attempts: number;
};

/**
 * Delivers the outbox's rows in order, one transaction per row: the row is claimed
 * (`FOR UPDATE SKIP LOCKED`, so instances and passes never deliver one row twice), its kind's
 * handler runs in a savepoint, and the row is stamped delivered in the same transaction. A
 * failing handler's writes are rolled back; the row records the error and waits for its retry.
 */
export function createOutboxDispatcher(
  db: Database,
  options: OutboxDispatcherOptions,
): OutboxDispatcher {
  const handlers = new Map<string, OutboxHandler>();
  const maxAttempts = options.maxAttempts ?? OUTBOX_MAX_ATTEMPTS;
  const retryDelayMs = options.retryDelayMs ?? OUTBOX_RETRY_DELAY_MS;
  let running: Promise<number> | null = null;
  let again = false;
  let closed = false;

  const retryDelay = (attempts: number) =>
    Math.min(MAX_RETRY_DELAY_MS, retryDelayMs * 2 ** Math.max(0, attempts - 1));

  /** Claims and delivers the next due row; false when none is left. */
  async function deliverOne(): Promise<'none' | 'delivered' | 'failed'> {
    return db.transaction(async (tx) => {
      const claimed = await tx.execute<Row>(sql`
        select id, site_key, kind, payload, created_at, attempts from outbox
        where ${dueCondition(maxAttempts)}
        order by id limit 1 for update skip locked`);
      const row = claimed.rows[0];
      if (!row) return 'none';
      const delivery: OutboxDelivery = {
        id: Number(row.id),
        siteKey: row.site_key,
        kind: row.kind,
        payload: row.payload,
        createdAt: new Date(row.created_at),
        attempts: row.attempts,
      };
      try {
        const handler = handlers.get(delivery.kind);
        if (!handler) throw new Error(`No outbox handler for kind '${delivery.kind}'.`);
        await tx.transaction((savepoint) => handler(savepoint, delivery));
        await tx.execute(sql`update outbox set delivered_at = now(), attempts = attempts + 1,
          last_error = null where id = ${delivery.id}`);
        return 'delivered';
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const attempts = delivery.attempts + 1;
        await tx.execute(sql`update outbox set attempts = ${attempts}, last_error = ${message},
          next_attempt_at = now() + ${retryDelay(attempts)} * interval '1 millisecond'
          where id = ${delivery.id}`);
        options.log(
          attempts >= maxAttempts
            ? `Outbox: ${delivery.kind} ${delivery.id} failed ${attempts} times, giving up: ${message}`
            : `Outbox: ${delivery.kind} ${delivery.id} failed (try ${attempts}): ${message}`,
        );
        return 'failed';
      }
    });
  }

  async function pass(): Promise<number> {
    let delivered = 0;
    do {
      again = false;
      for (;;) {
        const result = await deliverOne();
        if (result === 'none') break;
        if (result === 'delivered') delivered += 1;
      }
    } while (again && !closed);
    return delivered;
  }

  function deliverPending(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    const run = pass().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  }

  return {
    registerOutboxHandler(kind, handler) {
      handlers.set(kind, handler);
    },
    deliverPending,
    kick() {
      if (closed) return;
      void deliverPending().catch((error: unknown) => options.log(`Outbox: ${String(error)}`));
    },
    async close() {
      closed = true;
      await running?.catch(() => {});
    },
  };
}
