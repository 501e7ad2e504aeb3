import { and, asc, eq, ne } from 'drizzle-orm';
import { approvedMemberOf } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies, siteUsers, users } from '../../db/schema.ts';

/**
 * The site's approved users (of one company when `onlyCompany` is given; null: none) with their
 * company, by name; the user named "server" is left out.
 */
export function listVisibleUsers(
  db: DbOrTx,
  siteKey: string,
  onlyCompany: string | null | undefined,
) {
  return db
    .select({
      id: users.id,
      displayName: users.name,
      email: users.email,
      photoUrl: users.image,
      photoThumbKey: users.photoUrlThumb,
      companyId: siteUsers.companyId,
      companyName: companies.name,
    })
    .from(siteUsers)
    .innerJoin(users, eq(users.id, siteUsers.userId))
    .leftJoin(companies, eq(companies.id, siteUsers.companyId))
    .where(
      and(
        approvedMemberOf(siteKey),
        ne(users.name, 'server'),
        onlyCompany === undefined ? undefined : eq(siteUsers.companyId, onlyCompany ?? ''),
      ),
    )
    .orderBy(asc(users.name));
}
