import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { mailOutbox, type TMailAttachment } from '../db/schema.ts';

export type { TMailAttachment };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  kind: string;
  attachments?: TMailAttachment[];
};

export type MailSendOptions = {
  /**
   * The outbox row's id for a message the outbox delivers: a retry after a failed send reuses
   * the row instead of writing a second one (decision 208).
   */
  id?: string;
};

export type Mailer = { send: (message: MailMessage, options?: MailSendOptions) => Promise<void> };

/**
 * Every message is written to the outbox first, so nothing is lost. With SMTP configured it is
 * then delivered and stamped; a delivery failure is recorded on the row and rethrown.
 */
export function createMailer(db: Database, options: { smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message, sendOptions = {}) {
      const id = sendOptions.id ?? randomUUID();
      await db
        .insert(mailOutbox)
        .values({ id, ...message })
        .onConflictDoNothing({ target: mailOutbox.id });
      if (!transport) return;
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          attachments: message.attachments?.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.contentBase64, 'base64'),
          })),
        });
        await db
          .update(mailOutbox)
          .set({ sentAt: new Date(), error: null })
          .where(eq(mailOutbox.id, id));
      } catch (error) {
        await db
          .update(mailOutbox)
          .set({ error: error instanceof Error ? error.message : String(error) })
          .where(eq(mailOutbox.id, id));
        throw error;
      }
    },
  };
}
