import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { complianceDigestRuns } from '../../db/schema.ts';

/** Claims a site's digest day (insert-or-nothing); false when another run claimed it first. */
export async function claimDigestDay(
  tx: DbOrTx,
  siteKey: string,
  day: string,
  now: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(complianceDigestRuns)
    .values({ siteKey, day, sentAt: now })
    .onConflictDoNothing({ target: [complianceDigestRuns.siteKey, complianceDigestRuns.day] })
    .returning({ day: complianceDigestRuns.day });
  return inserted.length > 0;
}

/** Who a claimed digest day was sent to, and the most overdue scaffolds one of them had. */
export async function recordDigestRecipients(
  tx: DbOrTx,
  siteKey: string,
  day: string,
  values: { recipients: string[]; overdueCount: number },
): Promise<void> {
  await tx
    .update(complianceDigestRuns)
    .set(values)
    .where(and(eq(complianceDigestRuns.siteKey, siteKey), eq(complianceDigestRuns.day, day)));
}
