import { randomUUID } from 'node:crypto';
import { WEBHOOK_HEADERS, type TWebhookPayload } from '@craftwork/domain/integrations/webhooks';
import type { Database } from '../../db/client.ts';
import type { TEnv } from '../../env.ts';
import { notifyChange } from '../../live/notify.ts';
import {
  claimDelivery,
  failPendingDelivery,
  findPendingDeliveryTarget,
  insertAttempt,
  settleDelivery,
} from './deliveries.repository.ts';
import { postJson, type TPostOutcome } from './post.ts';
import { signatureHeader, standardWebhookHeaders } from './signature.ts';

export type DeliveryDeps = {
  db: Database;
  log: (message: string) => void;
  allowPrivate: boolean;
  retryDelaySeconds: number;
  retryLimit: number;
  timeoutMs: number;
};

export const DELIVERY_TIMEOUT_MS = 10_000;

export function deliveryDeps(
  db: Database,
  env: Pick<TEnv, 'WEBHOOKS_ALLOW_PRIVATE' | 'WEBHOOK_RETRY_DELAY_SECONDS' | 'WEBHOOK_RETRY_LIMIT'>,
  log: (message: string) => void,
): DeliveryDeps {
  return {
    db,
    log,
    allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE,
    retryDelaySeconds: env.WEBHOOK_RETRY_DELAY_SECONDS,
    retryLimit: env.WEBHOOK_RETRY_LIMIT,
    timeoutMs: DELIVERY_TIMEOUT_MS,
  };
}

/** What one try came to: pg-boss retries only 'retry' (the worker throws for it). */
export type TTryResult = 'succeeded' | 'retry' | 'failed' | 'skipped';

/** A try holds its delivery this long, so a duplicate job cannot send it at the same time. */
const LEASE_SECONDS = 60;

/**
 * One try of a delivery: claim it (pending, not held by another try, endpoint live and on),
 * POST it signed both ways (Craftwork-Signature and Standard Webhooks), record the try, and
 * settle the delivery: succeeded on a 2xx answer, failed after the last allowed try (or at once when `noRetry`, jobs being off), pending otherwise,
 * with `nextAttemptAt` at the earliest time pg-boss's backoff retries it.
 */
export async function attemptDelivery(
  deps: DeliveryDeps,
  deliveryId: string,
  options: { noRetry?: boolean } = {},
): Promise<TTryResult> {
  const { db } = deps;
  const target = await findPendingDeliveryTarget(db, deliveryId);
  if (!target) return 'skipped';
  if (!target.usable) {
    // Switched off or deleted since: the delivery ends without a try.
    await failPendingDelivery(db, deliveryId);
    return 'failed';
  }
  const claimed = await claimDelivery(db, deliveryId, LEASE_SECONDS);
  if (!claimed) return 'skipped';

  const payload = claimed.payload as TWebhookPayload;
  const body = JSON.stringify(payload);
  const at = new Date();
  const outcome: TPostOutcome = await postJson(
    target.url,
    body,
    {
      [WEBHOOK_HEADERS.signature]: signatureHeader(target.secret, body, at),
      [WEBHOOK_HEADERS.event]: payload.type,
      [WEBHOOK_HEADERS.delivery]: deliveryId,
      [WEBHOOK_HEADERS.eventId]: payload.id,
      ...standardWebhookHeaders(target.secret, payload.id, body, at),
    },
    { timeoutMs: deps.timeoutMs, allowPrivate: deps.allowPrivate },
  );
  const durationMs = Date.now() - at.getTime();
  const statusCode = 'statusCode' in outcome ? outcome.statusCode : null;
  const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
  const last = options.noRetry === true || claimed.attempts > deps.retryLimit;
  const result: TTryResult = ok ? 'succeeded' : last ? 'failed' : 'retry';
  const nextDelay = deps.retryDelaySeconds * 2 ** (claimed.attempts - 1);

  await db.transaction(async (tx) => {
    await insertAttempt(tx, {
      id: randomUUID(),
      deliveryId,
      attempt: claimed.attempts,
      at,
      statusCode,
      error:
        'error' in outcome
          ? outcome.error
          : ok
            ? null
            : `The receiver answered ${statusCode ?? 'nothing'}.`,
      durationMs,
    });
    await settleDelivery(tx, deliveryId, {
      status: result === 'retry' ? 'pending' : result,
      lastStatusCode: statusCode,
      completedAt: result === 'retry' ? null : new Date(),
      retryInSeconds: result === 'retry' ? nextDelay : null,
    });
    await notifyChange(tx, { site: target.siteKey, topics: ['webhooks'] });
  });
  return result;
}
