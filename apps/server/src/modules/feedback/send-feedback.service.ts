import { randomUUID } from 'node:crypto';
import {
  FEEDBACK_RATE_LIMIT,
  feedbackSubjectExcerpt,
  type TFeedbackCategory,
  type TSendFeedbackInput,
} from '@craftwork/domain/admin/feedback';
import type { TLanguage } from '@craftwork/domain/i18n/languages';
import { consumeRateLimit } from '../../access/rate-limit.ts';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { userReaderLanguage } from '../../i18n/reader-language.ts';
import { translator } from '../../i18n/translator.ts';
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
  const mail = {
    siteName: site.name,
    senderName: deps.sender.name,
    senderEmail: deps.sender.email,
    category: input.category,
    message: input.message,
    listUrl: `${deps.publicUrl}/feedback`,
  };
  for (const admin of admins) {
    try {
      // Each site admin reads it in their own language, else the site's (issue 37).
      const language = await userReaderLanguage(db, admin.id, site.defaultLanguage);
      await deps.mailer.send({
        to: admin.email,
        kind: 'feedback',
        ...translatedFeedbackMail(language, mail),
      });
    } catch (error) {
      deps.log(`feedback mail to ${admin.id} failed: ${String(error)}`);
    }
  }
  return { id };
}

/**
 * The mail the site admins get, in `language`: who sent what, and where to see the list.
 */
export function translatedFeedbackMail(
  language: TLanguage,
  input: {
    siteName: string;
    senderName: string;
    senderEmail: string;
    category: TFeedbackCategory;
    message: string;
    listUrl: string;
  },
): { subject: string; text: string } {
  const { t } = translator(language);
  const excerpt = feedbackSubjectExcerpt(input.message);
  const category = t('accountMail', `feedback.categories.${input.category}`);
  return {
    subject: t('accountMail', 'feedback.subject', { category, siteName: input.siteName, excerpt }),
    text: t('accountMail', 'feedback.text', {
      senderName: input.senderName,
      senderEmail: input.senderEmail,
      siteName: input.siteName,
      category,
      message: input.message,
      listUrl: input.listUrl,
    }),
  };
}
