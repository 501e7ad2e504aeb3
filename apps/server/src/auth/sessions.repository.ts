import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';

/** A session by its token with what a request needs of its user, in one statement. */
export async function findSessionWithUser(db: Database, token: string) {
  const [row] = await db
    .select({
      expiresAt: sessions.expiresAt,
      ssoUntil: sessions.ssoUntil,
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        emailVerified: users.emailVerified,
        defaultSiteKey: users.defaultSiteKey,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, token))
    .limit(1);
  return row ?? null;
}
