import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  companies,
  events,
  sessions,
  siteUsers,
  sites,
  userLocations,
  users,
} from '../../db/schema.ts';
import { approvedMember } from '../../access/scope-filters.ts';

const memberColumns = {
  userId: users.id,
  name: users.name,
  email: users.email,
  declaredCompany: users.companyName,
  photoUrlThumb: users.photoUrlThumb,
  appLastOpenedAt: users.appLastOpenedAt,
  approved: siteUsers.approved,
  permissions: siteUsers.permissions,
  companyId: siteUsers.companyId,
  companyName: companies.name,
  defaultLocationId: siteUsers.defaultLocationId,
  appliedAt: siteUsers.appliedAt,
  approvedAt: siteUsers.approvedAt,
  competentPerson: siteUsers.competentPerson,
};

function membersQuery(db: DbOrTx) {
  return db
    .select(memberColumns)
    .from(siteUsers)
    .innerJoin(users, eq(users.id, siteUsers.userId))
    .leftJoin(
      companies,
      and(eq(companies.id, siteUsers.companyId), eq(companies.siteKey, siteUsers.siteKey)),
    );
}

/** Every member of a site, pending ones first (oldest application first), then by name. */
export function listSiteMembers(db: DbOrTx, siteKey: string) {
  return membersQuery(db)
    .where(eq(siteUsers.siteKey, siteKey))
    .orderBy(asc(siteUsers.approved), asc(sql`lower(${users.name})`), asc(users.email));
}

export type TSiteMember = Awaited<ReturnType<typeof listSiteMembers>>[number];

/** One member of a site, or undefined (another site's user is not found). */
export async function findSiteMember(db: DbOrTx, siteKey: string, userId: string) {
  const [member] = await membersQuery(db).where(
    and(eq(siteUsers.siteKey, siteKey), eq(siteUsers.userId, userId)),
  );
  return member;
}

/** The site's members and applicants with any of these (lower-case) e-mail addresses. */
export function findSiteMembersByEmails(db: DbOrTx, siteKey: string, emails: readonly string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return membersQuery(db).where(
    and(eq(siteUsers.siteKey, siteKey), inArray(sql`lower(${users.email})`, [...emails])),
  );
}

/**
 * Ends every session of the user, on every device: their next request is signed out, and their
 * live streams end when the hub next checks them (decision 106).
 */
export async function deleteSessionsOf(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Locks the site's row for the rest of the transaction: membership changes that could take
 * away the last approved site admin run one at a time per site, so two cannot both pass.
 */
export async function lockSite(tx: DbOrTx, siteKey: string): Promise<void> {
  await tx.execute(sql`select 1 from ${sites} where ${sites.siteKey} = ${siteKey} for update`);
}

export async function countApprovedSiteAdmins(tx: DbOrTx, siteKey: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(siteUsers)
    .where(
      and(
        eq(siteUsers.siteKey, siteKey),
        approvedMember(),
        sql`coalesce((${siteUsers.permissions}->>'isSiteAdmin')::boolean, false)`,
      ),
    );
  return row?.n ?? 0;
}

export async function isLiveCompany(db: DbOrTx, siteKey: string, companyId: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(eq(companies.id, companyId), eq(companies.siteKey, siteKey), isNull(companies.deletedAt)),
    );
  return Boolean(row);
}

export function updateMembership(
  tx: DbOrTx,
  siteKey: string,
  userId: string,
  values: Partial<typeof siteUsers.$inferInsert>,
) {
  return tx
    .update(siteUsers)
    .set(values)
    .where(and(eq(siteUsers.siteKey, siteKey), eq(siteUsers.userId, userId)));
}

/**
 * Takes a user off a site: the membership, their location choices there, and the site as
 * their default (their next request finds no site; they pick another on My Sites).
 */
export async function deleteMembership(tx: DbOrTx, siteKey: string, userId: string) {
  await tx
    .delete(siteUsers)
    .where(and(eq(siteUsers.siteKey, siteKey), eq(siteUsers.userId, userId)));
  await tx
    .delete(userLocations)
    .where(and(eq(userLocations.siteKey, siteKey), eq(userLocations.userId, userId)));
  await tx
    .update(users)
    .set({ defaultSiteKey: null, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.defaultSiteKey, siteKey)));
}

/** Writes a site event (the approval's "new user approved") in the caller's transaction. */
export async function insertSiteEvent(
  tx: DbOrTx,
  values: typeof events.$inferInsert,
): Promise<void> {
  await tx.insert(events).values(values);
}
