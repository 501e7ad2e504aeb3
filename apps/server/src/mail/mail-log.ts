import { and, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

/**
 * Whether a message of this kind, to and subject was queued since `since`: a scheduled mail
 * (report run, compliance digest) asks before it sends, so a run taken up again sends nothing
 * twice.
 */
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
