import { eq, sql } from 'drizzle-orm';
import {
  defaultSiteMemberColumns,
  defaultSiteMembership,
  scopeOfDefaultSite,
} from '../access/scope.ts';
import type { Database } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { sessions, sites, users } from '../db/schema.ts';

const sessionWithUser = preparedFor((db) =>
  db
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
      ...defaultSiteMemberColumns(),
      defaultSite: sites,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(defaultSiteMembership.table, defaultSiteMembership.on())
    .leftJoin(sites, eq(sites.siteKey, users.defaultSiteKey))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('find_session_with_user'),
);

/**
 * A session by its token with what a request needs of its user, and the user's scope on their
 * default site and that site's row, in one statement (issue 38: the scope and the site were two
 * more round trips on every call of a site's screen).
 */
export async function findSessionWithUser(db: Database, token: string) {
  const [row] = await sessionWithUser(db).execute({ token });
  if (!row) return null;
  const { expiresAt, ssoUntil, user, defaultSite, ...member } = row;
  return {
    expiresAt,
    ssoUntil,
    user,
    scope: scopeOfDefaultSite(user.id, user.defaultSiteKey, member),
    site: defaultSite,
  };
}
