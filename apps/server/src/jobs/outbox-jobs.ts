/**
 * The outbox at the composition root (decision 208): the dispatcher with each kind's handler
 * (the modules and mail/ and live/ own them; the outbox knows none), and its periodic pg-boss
 * job, which retries failed rows and catches rows whose wake-up notice was missed.
 */
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { deliverLiveChange, LIVE_OUTBOX_KIND } from '../live/notify.ts';
import type { Mailer } from '../mail/mailer.ts';
import { MAIL_OUTBOX_KIND, mailDeliveryHandler } from '../mail/outbox-mail.ts';
import { deliverWebhookEvent, WEBHOOK_OUTBOX_KIND } from '../modules/webhooks/index.ts';
import {
  createOutboxDispatcher,
  type OutboxDispatcher,
  type OutboxDispatcherOptions,
} from '../outbox/dispatcher.ts';

export const OUTBOX_QUEUE = 'outbox-deliver';
export const OUTBOX_CRON = '* * * * *';

/** The app's dispatcher, with the handlers of every kind the app writes. */
export function createAppOutbox(
  db: Database,
  deps: { mailer: Mailer } & OutboxDispatcherOptions,
): OutboxDispatcher {
  const outbox = createOutboxDispatcher(db, deps);
  outbox.registerOutboxHandler(MAIL_OUTBOX_KIND, mailDeliveryHandler(deps.mailer));
  outbox.registerOutboxHandler(WEBHOOK_OUTBOX_KIND, deliverWebhookEvent);
  outbox.registerOutboxHandler(LIVE_OUTBOX_KIND, deliverLiveChange);
  return outbox;
}

/** Every minute one instance runs a delivery pass (a missed minute is caught by the next). */
export async function startOutboxJobs(
  boss: PgBoss,
  outbox: OutboxDispatcher,
  log: (message: string) => void,
): Promise<void> {
  await boss.createQueue(OUTBOX_QUEUE, {
    name: OUTBOX_QUEUE,
    policy: 'short',
    retryLimit: 0,
    expireInSeconds: 50,
  });
  await boss.work(OUTBOX_QUEUE, { batchSize: 1 }, async () => {
    const delivered = await outbox.deliverPending();
    if (delivered > 0) log(`Outbox: delivered ${delivered} waiting side effect(s).`);
  });
  await boss.schedule(OUTBOX_QUEUE, OUTBOX_CRON, {}, { tz: 'UTC' });
}
