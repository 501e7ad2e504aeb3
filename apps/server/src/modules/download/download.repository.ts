import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { downloadCodes } from '../../db/schema.ts';

/**
 * Takes one unredeemed download code of a brand and marks it redeemed for the user, inside
 * the caller's transaction (a code another transaction holds is skipped); null when none is left.
 */
export async function redeemDownloadCode(
  tx: DbOrTx,
  brand: string,
  userId: string,
): Promise<string | null> {
  const [free] = await tx
    .select({ id: downloadCodes.id, code: downloadCodes.code })
    .from(downloadCodes)
    .where(and(eq(downloadCodes.brand, brand), eq(downloadCodes.redeemed, false)))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!free) return null;
  await tx
    .update(downloadCodes)
    .set({ redeemed: true, redeemedBy: userId, redeemedAt: sql`now()` })
    .where(eq(downloadCodes.id, free.id));
  return free.code;
}
