import type { DbOrTx } from '../db/client.ts';
import { enqueue, type OutboxHandler } from '../outbox/outbox.ts';
import type { MailMessage, Mailer } from './mailer.ts';

/** The outbox's kind for e-mail: one row per message (decision 208). */
export const MAIL_OUTBOX_KIND = 'mail';

/**
 * A mailer that writes each message to the outbox in the caller's transaction: the mail is
 * composed with the write and leaves only once it has committed.
 */
export function outboxMailer(tx: DbOrTx, siteKey: string | null): Mailer {
  return {
    send: (message) => enqueue(tx, { siteKey, kind: MAIL_OUTBOX_KIND, payload: message }),
  };
}

/**
 * The outbox's mail handler: the app's mailer sends the message. The mail row's id comes from
 * the outbox row, so a retry after a failed send keeps one row per message.
 */
export function mailDeliveryHandler(mailer: Mailer): OutboxHandler {
  return (_tx, delivery) =>
    mailer.send(delivery.payload as MailMessage, { id: `outbox-${delivery.id}` });
}
