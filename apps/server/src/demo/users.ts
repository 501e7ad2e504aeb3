import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { siteUsers, users } from '../db/schema.ts';

/** Hours ago each demo member last opened the app (by e-mail); the rest show "Never". */
const LAST_OPENED_HOURS_AGO: Record<string, number> = {
  'admin@craftwork.demo': 1,
  'plant@craftwork.demo': 5,
  'foreman@craftwork.demo': 26,
  'contractor.a@craftwork.demo': 72,
};

/**
 * Gives the demo site's members (made by seed.ts) a "last app opened" time, so the Last app
 * opened column of /admin/user-management shows values. Call after the members exist.
 */
export async function seedDemoUserActivity(tx: DbOrTx, ctx: { siteKey: string; now?: Date }) {
  const now = ctx.now ?? new Date();
  const members = await tx
    .select({ id: users.id, email: users.email })
    .from(siteUsers)
    .innerJoin(users, eq(users.id, siteUsers.userId))
    .where(
      and(
        eq(siteUsers.siteKey, ctx.siteKey),
        inArray(users.email, Object.keys(LAST_OPENED_HOURS_AGO)),
      ),
    );
  for (const m of members) {
    const hours = LAST_OPENED_HOURS_AGO[m.email] ?? 0;
    await tx
      .update(users)
      .set({ appLastOpenedAt: new Date(now.getTime() - hours * 3_600_000) })
      .where(eq(users.id, m.id));
  }
}
