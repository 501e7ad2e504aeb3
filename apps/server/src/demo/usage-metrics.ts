import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { signIns, siteUsers, users } from '../db/schema.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Each demo member's sign-in habit over the last 120 days (by e-mail): one sign-in every
 * `everyDays` days, from `fromDaysAgo` to `toDaysAgo`, `hoursBefore` hours before that day's
 * now (so the last one comes before "last app opened", which users.ts sets). Brightline's
 * contractor stopped signing in 100 days ago (the "No sign-in in 90 days" filter shows them);
 * the applicant never signed in.
 */
const HABITS: Record<
  string,
  { everyDays: number; fromDaysAgo: number; toDaysAgo: number; hoursBefore: number }
> = {
  'admin@craftwork.demo': { everyDays: 2, fromDaysAgo: 120, toDaysAgo: 0, hoursBefore: 2 },
  'plant@craftwork.demo': { everyDays: 1, fromDaysAgo: 120, toDaysAgo: 0, hoursBefore: 6 },
  'foreman@craftwork.demo': { everyDays: 3, fromDaysAgo: 120, toDaysAgo: 1, hoursBefore: 3 },
  'contractor.a@craftwork.demo': { everyDays: 4, fromDaysAgo: 118, toDaysAgo: 3, hoursBefore: 1 },
  'contractor.b@craftwork.demo': {
    everyDays: 7,
    fromDaysAgo: 120,
    toDaysAgo: 100,
    hoursBefore: 4,
  },
};

/** Brightline's contractor last opened the app an hour after their last sign-in. */
const STOPPED = { email: 'contractor.b@craftwork.demo', lastOpenedDaysAgo: 100, hoursBefore: 3 };

/**
 * Writes the demo site's sign-in history (usage metrics, /usage-metrics) for its members made
 * by seed.ts: about 250 sign-ins over the last 120 days. Call after seedDemoUserActivity.
 */
export async function seedDemoSignIns(tx: DbOrTx, ctx: { siteKey: string; now?: Date }) {
  const now = ctx.now ?? new Date();
  const members = await tx
    .select({ id: users.id, email: users.email })
    .from(siteUsers)
    .innerJoin(users, eq(users.id, siteUsers.userId))
    .where(and(eq(siteUsers.siteKey, ctx.siteKey), inArray(users.email, Object.keys(HABITS))));
  const rows: { userId: string; at: Date }[] = [];
  for (const m of members) {
    const habit = HABITS[m.email];
    if (!habit) continue;
    for (let d = habit.fromDaysAgo; d >= habit.toDaysAgo; d -= habit.everyDays) {
      rows.push({
        userId: m.id,
        at: new Date(now.getTime() - d * DAY_MS - habit.hoursBefore * HOUR_MS),
      });
    }
    if (m.email === STOPPED.email) {
      await tx
        .update(users)
        .set({
          appLastOpenedAt: new Date(
            now.getTime() - STOPPED.lastOpenedDaysAgo * DAY_MS - STOPPED.hoursBefore * HOUR_MS,
          ),
        })
        .where(eq(users.id, m.id));
    }
  }
  if (rows.length) await tx.insert(signIns).values(rows);
}
