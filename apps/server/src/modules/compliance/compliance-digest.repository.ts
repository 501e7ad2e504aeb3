import { and, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { complianceDigestRuns, mailOutbox } from '../../db/schema.ts';

/** Whether a message of this kind, to and subject was queued since `since`. */
export async function alreadyMailed(
  db: DbOrTx,
  kind: string,
  to: string,
  subject: string,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, kind),
        eq(mailOutbox.to, to),
        eq(mailOutbox.subject, subject),
        gte(mailOutbox.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

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
