import { dueDigestDay } from '@craftwork/domain/compliance/compliance';
import { complianceSettingsOf } from '@craftwork/domain/compliance/settings';
import { formatDate } from '@craftwork/domain/format/dates';
import { formatDate as formatDateIn } from '@craftwork/domain/i18n/format';
import type { TLanguage } from '@craftwork/domain/i18n/languages';
import { resolveSiteScope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { readerLanguage } from '../../i18n/reader-language.ts';
import { translator, type TTranslator } from '../../i18n/translator.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { claimDigestDay, recordDigestRecipients } from './compliance-digest.repository.ts';
import {
  digestSubscribers,
  listStandingScaffolds,
  sitesWithDigestSubscribers,
} from './compliance.repository.ts';
import { overdueScaffoldsOf, type TOverdueScaffold } from './compliance.service.ts';
import { alreadyMailed } from '../../mail/mail-log.ts';

/** The e-mail's kind in the outbox. */
export const COMPLIANCE_DIGEST_MAIL_KIND = 'compliance-digest';
/** The most scaffolds one e-mail lists; the rest are on the Compliance screen. */
const MAX_LISTED = 200;

export type TDigestServices = { db: Database; mailer: Mailer; publicUrl: string };

/** A site day (YYYY-MM-DD) as the reader writes it; English keeps it as it was. */
function dayText(day: string, language: TLanguage): string {
  return language === 'en' ? day : formatDateIn(new Date(`${day}T12:00:00Z`), language, 'UTC');
}

/** The e-mail's subject in the reader's language (what alreadyMailed compares, per recipient). */
function digestSubject(t: TTranslator['t'], siteName: string, day: string, language: TLanguage) {
  return t('mail', 'complianceDigest.subject', { site: siteName, day: dayText(day, language) });
}

function digestText(input: {
  translate: TTranslator;
  name: string;
  siteName: string;
  day: string;
  timeZone: string;
  intervalDays: number;
  rows: TOverdueScaffold[];
  publicUrl: string;
}): string {
  const { t, language } = input.translate;
  const dateOf = (at: Date) =>
    language === 'en' ? formatDate(at, input.timeZone) : formatDateIn(at, language, input.timeZone);
  const lines = input.rows.slice(0, MAX_LISTED).map((r) => {
    const last = r.lastInspectionAt
      ? r.lastInspectionResult
        ? t('mail', 'complianceDigest.lastInspectedWithResult', {
            date: dateOf(r.lastInspectionAt),
            result: t('pdf', `results.${r.lastInspectionResult}`),
          })
        : t('mail', 'complianceDigest.lastInspected', { date: dateOf(r.lastInspectionAt) })
      : t('mail', 'complianceDigest.neverInspected');
    return t('mail', 'complianceDigest.line', {
      title: r.title,
      tag: r.tagNumber ? t('mail', 'complianceDigest.tag', { tag: r.tagNumber }) : '',
      location: r.locationTitle ?? t('mail', 'complianceDigest.noLocation'),
      days: String(r.daysSinceInspection),
      last,
      modified: r.modified ? t('mail', 'complianceDigest.modifiedSince') : '',
      taskOpen: r.openInspectionTaskId ? t('mail', 'complianceDigest.taskOpen') : '',
    });
  });
  const more =
    input.rows.length > MAX_LISTED
      ? [t('mail', 'complianceDigest.more', { count: String(input.rows.length - MAX_LISTED) })]
      : [];
  return t('mail', 'complianceDigest.text', {
    name: input.name,
    count: String(input.rows.length),
    site: input.siteName,
    day: dayText(input.day, language),
    intervalDays: String(input.intervalDays),
    list: [...lines, ...more].join('\n'),
    link: `${input.publicUrl}/compliance`,
  });
}

/**
 * Sends each site's overdue-inspections e-mail of the day once it is 06:00 there: a site day is
 * claimed by inserting its compliance_digest_runs row (insert-or-nothing, in the transaction that
 * sends), so two instances ticking at once send it once; a failure rolls the claim back and the
 * next tick tries again, skipping messages already in the outbox. Each subscribed plant user gets
 * the overdue scaffolds of their own scope, in their language; one with none gets no e-mail.
 * Returns the site days sent.
 */
export async function sendDueComplianceDigests(
  services: TDigestServices,
  now: Date,
): Promise<string[]> {
  const { db } = services;
  const sent: string[] = [];
  for (const site of await sitesWithDigestSubscribers(db)) {
    const day = dueDigestDay(site.timezone, now);
    if (!day) continue;
    const settings = complianceSettingsOf(site.customizations);
    const claimed = await db.transaction(async (tx) => {
      if (!(await claimDigestDay(tx, site.siteKey, day, now))) return false;
      const recipients: string[] = [];
      let overdueCount = 0;
      for (const member of await digestSubscribers(tx, site.siteKey)) {
        const scoped = await resolveSiteScope(tx, site.siteKey, member.userId);
        if (scoped.kind !== 'approved' || !scoped.scope.isPlantPersonnel) continue;
        const rows = overdueScaffoldsOf(
          await listStandingScaffolds(tx, scoped.scope),
          settings.inspectionIntervalDays,
          now,
        );
        overdueCount = Math.max(overdueCount, rows.length);
        if (rows.length === 0) continue;
        recipients.push(member.email);
        // In the member's language, else the site's (issue 37); the subject is theirs too, so
        // a run taken up again finds the message it already queued for them.
        const translate = translator(readerLanguage(member.language, site.defaultLanguage));
        const subject = digestSubject(translate.t, site.name, day, translate.language);
        const since = new Date(now.getTime() - 86_400_000);
        if (await alreadyMailed(db, COMPLIANCE_DIGEST_MAIL_KIND, member.email, subject, since))
          continue;
        await services.mailer.send({
          to: member.email,
          kind: COMPLIANCE_DIGEST_MAIL_KIND,
          subject,
          text: digestText({
            translate,
            name: member.name,
            siteName: site.name,
            day,
            timeZone: site.timezone,
            intervalDays: settings.inspectionIntervalDays,
            rows,
            publicUrl: services.publicUrl,
          }),
        });
      }
      await recordDigestRecipients(tx, site.siteKey, day, { recipients, overdueCount });
      return true;
    });
    if (claimed) sent.push(`${site.siteKey}:${day}`);
  }
  return sent;
}
