import { and, eq, sql } from 'drizzle-orm';
import { approvedMemberOf } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import { siteUsers, users } from '../../db/schema.ts';

/** The site's approved members whose management subscriptions switch `key` on, by e-mail. */
export function subscribedMembers(db: DbOrTx, siteKey: string, key: string) {
  return db
    .select({
      userId: siteUsers.userId,
      permissions: siteUsers.permissions,
      managementSubscriptions: siteUsers.managementSubscriptions,
      name: users.name,
      email: users.email,
      language: users.language,
    })
    .from(siteUsers)
    .innerJoin(users, eq(users.id, siteUsers.userId))
    .where(
      and(approvedMemberOf(siteKey), sql`${siteUsers.managementSubscriptions} ->> ${key} = 'true'`),
    )
    .orderBy(users.email);
}
