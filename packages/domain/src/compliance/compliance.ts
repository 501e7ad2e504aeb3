import { z } from 'zod';
import { TEXT_LIMITS } from '../text/text.ts';
import { toSiteWallTime } from '../time/site-time.ts';

/** The most records one "Create inspection task" click may take (a page of the list). */
export const MAX_INSPECTION_TASKS_AT_ONCE = 100;

/** The site hour the daily overdue-inspections e-mail is sent at. */
export const DIGEST_HOUR = 6;

export const COMPLIANCE_MESSAGES = {
  noRecords: 'Choose at least one scaffold.',
  noCompany: 'No company can be given this inspection: authorize a company on the record first.',
  subscribed: 'You will get the overdue inspections by e-mail each morning.',
  unsubscribed: 'You will no longer get the overdue inspections by e-mail.',
  plantOnly: 'Only plant personnel can get the overdue inspections by e-mail.',
  idleDays: 'Enter a whole number of days from 1 to 365.',
  idleCost: 'Enter an amount in dollars, such as 45 or 45.50, up to $100,000.',
  noInspectionType: 'This site does not offer Inspection tasks for scaffolds.',
} as const;

export const ZCreateInspectionTasksInput = z.object({
  recordIds: z
    .array(z.string().trim().min(1).max(TEXT_LIMITS.id))
    .min(1, { error: COMPLIANCE_MESSAGES.noRecords })
    .max(MAX_INSPECTION_TASKS_AT_ONCE),
});
export type TCreateInspectionTasksInput = z.output<typeof ZCreateInspectionTasksInput>;

export const ZDigestSubscriptionInput = z.object({ subscribed: z.boolean() });

/**
 * The site day whose overdue-inspections e-mail is due at `now`: today on the site's clock once
 * it is 06:00 or later there, else none (yesterday's was due, and sent, yesterday).
 */
export function dueDigestDay(timeZone: string, now: Date): string | null {
  const wall = toSiteWallTime(now, timeZone);
  return wall.hour() >= DIGEST_HOUR ? wall.format('YYYY-MM-DD') : null;
}
