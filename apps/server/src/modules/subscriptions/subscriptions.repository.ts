import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { siteUsers } from '../../db/schema.ts';

/** The site user's stored management subscriptions; with `lock`, the row stays locked. */
export async function findManagementSubscriptions(
  tx: DbOrTx,
  siteKey: string,
  userId: string,
  lock = false,
): Promise<Record<string, unknown> | null> {
  const query = tx
    .select({ managementSubscriptions: siteUsers.managementSubscriptions })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteKey, siteKey), eq(siteUsers.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ? row.managementSubscriptions : null;
}

export async function writeManagementSubscriptions(
  tx: DbOrTx,
  siteKey: string,
  userId: string,
  managementSubscriptions: Record<string, unknown>,
): Promise<void> {
  await tx
    .update(siteUsers)
    .set({ managementSubscriptions })
    .where(and(eq(siteUsers.siteKey, siteKey), eq(siteUsers.userId, userId)));
}
