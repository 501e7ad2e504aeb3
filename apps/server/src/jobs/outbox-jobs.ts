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
  purgeOutbox,
  type OutboxDispatcher,
  type OutboxDispatcherOptions,
} from '../outbox/dispatcher.ts';

export const OUTBOX_QUEUE = 'outbox-deliver';
export const OUTBOX_CRON = '* * * * *';
export const OUTBOX_PURGE_QUEUE = 'outbox-purge';
/** Once a day, at an hour with little work. */
export const OUTBOX_PURGE_CRON = '23 3 * * *';

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

/**
 * Every minute one instance runs a delivery pass (a missed minute is caught by the next); once
 * a day one purges the rows kept long enough.
 */
export async function startOutboxJobs(
  boss: PgBoss,
  db: Database,
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

  // A missed day is caught by the next one: no retries.
  await boss.createQueue(OUTBOX_PURGE_QUEUE, {
    name: OUTBOX_PURGE_QUEUE,
    policy: 'short',
    retryLimit: 0,
    expireInSeconds: 10 * 60,
  });
  await boss.work(OUTBOX_PURGE_QUEUE, { batchSize: 1 }, async () => {
    const purged = await purgeOutbox(db);
    if (purged > 0) log(`Outbox: purged ${purged} old row(s).`);
  });
  await boss.schedule(OUTBOX_PURGE_QUEUE, OUTBOX_PURGE_CRON, {}, { tz: 'UTC' });
}
