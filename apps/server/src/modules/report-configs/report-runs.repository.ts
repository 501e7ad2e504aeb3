import { and, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox, reportData } from '../../db/schema.ts';

/** The stored report of an earlier attempt: its status and whether it was set aside. */
export async function findReportDataState(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ status: reportData.status, deletedAt: reportData.deletedAt })
    .from(reportData)
    .where(eq(reportData.id, id));
  return row;
}

/** The stored report a run made: its status and error. */
export async function findReportDataResult(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ status: reportData.status, error: reportData.error })
    .from(reportData)
    .where(eq(reportData.id, id));
  return row;
}

/** Sets a stored report aside (deletedAt). */
export async function setReportDataDeleted(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(reportData).set({ deletedAt: at }).where(eq(reportData.id, id));
}

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
