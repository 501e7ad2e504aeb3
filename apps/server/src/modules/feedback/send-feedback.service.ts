import { randomUUID } from 'node:crypto';
import {
  FEEDBACK_RATE_LIMIT,
  feedbackMail,
  type TSendFeedbackInput,
} from '@craftwork/domain/admin/feedback';
import { consumeRateLimit } from '../../access/rate-limit.ts';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { notifyChange } from '../../live/notify.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import { insertFeedback, listApprovedSiteAdmins } from './feedback.repository.ts';

type Deps = {
  mailer: Mailer;
  publicUrl: string;
  log: (message: string) => void;
  sender: { name: string; email: string };
};

/**
 * feedback.send: any approved member's feedback is stored, then e-mailed to the site's
 * approved site admins (the outbox keeps each mail; a failed delivery does not fail the send).
 * Limited per member and site.
 */
export async function sendFeedback(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  input: TSendFeedbackInput,
  deps: Deps,
  now = new Date(),
) {
  await consumeRateLimit(
    db,
    `feedbackPerUser:${scope.siteKey}:${scope.userId}`,
    FEEDBACK_RATE_LIMIT,
  );
  const site = await loadSite();
  const id = randomUUID();
  const admins = await db.transaction(async (tx) => {
    await insertFeedback(tx, {
      id,
      siteKey: scope.siteKey,
      userId: scope.userId,
      category: input.category,
      message: input.message,
      createdAt: now,
    });
    await notifyChange(tx, { site: scope.siteKey, topics: ['feedback'] });
    return listApprovedSiteAdmins(tx, scope.siteKey);
  });
  const mail = feedbackMail({
    siteName: site.name,
    senderName: deps.sender.name,
    senderEmail: deps.sender.email,
    category: input.category,
    message: input.message,
    listUrl: `${deps.publicUrl}/feedback`,
  });
  for (const admin of admins) {
    try {
      await deps.mailer.send({ to: admin.email, kind: 'feedback', ...mail });
    } catch (error) {
      deps.log(`feedback mail to ${admin.id} failed: ${String(error)}`);
    }
  }
  return { id };
}
