import { dueDigestDay } from '@craftwork/domain/compliance/compliance';
import { INSPECTION_RESULT_LABELS } from '@craftwork/domain/compliance/scaffold-state';
import { complianceSettingsOf } from '@craftwork/domain/compliance/settings';
import { formatDate } from '@craftwork/domain/format/dates';
import { resolveSiteScope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
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

function digestText(input: {
  name: string;
  siteName: string;
  day: string;
  timeZone: string;
  intervalDays: number;
  rows: TOverdueScaffold[];
  publicUrl: string;
}): string {
  const lines = input.rows.slice(0, MAX_LISTED).map((r) => {
    const last = r.lastInspectionAt
      ? `last inspected ${formatDate(r.lastInspectionAt, input.timeZone)}${
          r.lastInspectionResult ? ` (${INSPECTION_RESULT_LABELS[r.lastInspectionResult]})` : ''
        }`
      : 'never inspected';
    const why = r.modified ? ', modified since' : '';
    const task = r.openInspectionTaskId ? ', inspection task open' : '';
    const tag = r.tagNumber ? ` [tag ${r.tagNumber}]` : '';
    return `- ${r.title}${tag}, ${r.locationTitle ?? 'no location'}: ${r.daysSinceInspection} day(s), ${last}${why}${task}`;
  });
  const more =
    input.rows.length > MAX_LISTED ? [`...and ${input.rows.length - MAX_LISTED} more.`] : [];
  return [
    `Hello ${input.name},`,
    '',
    `${input.rows.length} standing scaffold(s) at ${input.siteName} are overdue for inspection on ${input.day} (inspection interval: ${input.intervalDays} day(s)):`,
    '',
    ...lines,
    ...more,
    '',
    `Create their inspection tasks on the Compliance screen: ${input.publicUrl}/compliance`,
    '',
    'You receive this e-mail because you turned on "E-mail me overdue inspections daily" on the Compliance screen.',
  ].join('\n');
}

/**
 * Sends each site's overdue-inspections e-mail of the day once it is 06:00 there: a site day is
 * claimed by inserting its compliance_digest_runs row (insert-or-nothing, in the transaction that
 * sends), so two instances ticking at once send it once; a failure rolls the claim back and the
 * next tick tries again, skipping messages already in the outbox. Each subscribed plant user gets
 * the overdue scaffolds of their own scope; one with none gets no e-mail. Returns the site days sent.
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
      const subject = `Overdue scaffold inspections at ${site.name} on ${day}`;
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
        const since = new Date(now.getTime() - 86_400_000);
        if (await alreadyMailed(db, COMPLIANCE_DIGEST_MAIL_KIND, member.email, subject, since))
          continue;
        await services.mailer.send({
          to: member.email,
          kind: COMPLIANCE_DIGEST_MAIL_KIND,
          subject,
          text: digestText({
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
