import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { sessions, siteUsers, users } from '../db/schema.ts';

/**
 * Which of these sessions still hold (not signed out, revoked or expired), and the site each
 * one's user is now looking at: their default site while they are an approved member of it,
 * else null. One query for every stream of an instance: the ids travel as a single array
 * parameter, so any number of streams stays under PostgreSQL's parameter limit.
 */
export async function findStreamSessions(
  db: DbOrTx,
  sessionIds: readonly string[],
): Promise<Map<string, string | null>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({
      sessionId: sessions.id,
      siteKey: sql<string | null>`case when ${siteUsers.approved} then ${users.defaultSiteKey} end`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      siteUsers,
      and(eq(siteUsers.siteKey, users.defaultSiteKey), eq(siteUsers.userId, users.id)),
    )
    .where(
      and(
        sql`${sessions.id} = any(${sql.param([...sessionIds])}::text[])`,
        gt(sessions.expiresAt, new Date()),
      ),
    );
  return new Map(rows.map((r) => [r.sessionId, r.siteKey]));
}
