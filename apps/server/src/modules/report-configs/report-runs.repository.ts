import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reportData } from '../../db/schema.ts';

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
