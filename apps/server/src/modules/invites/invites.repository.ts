import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { INVITES_LIST_MAX } from '@craftwork/domain/admin/invites';
import { approvedMember } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies, siteInvites, siteUsers, sites, users } from '../../db/schema.ts';

export type TNewSiteInvite = typeof siteInvites.$inferInsert;
export type TInviteMembership = Omit<typeof siteUsers.$inferInsert, 'siteKey' | 'userId'>;

/** A fresh invitation token (only its hash is stored) and that hash. */
export function newInviteToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInviteToken(token) };
}

export function hashInviteToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

/** The site's invitations not yet accepted nor revoked (expired ones included), newest first. */
export function listOpenInvites(db: DbOrTx, siteKey: string) {
  return db
    .select({
      id: siteInvites.id,
      email: siteInvites.email,
      preset: siteInvites.preset,
      companyName: companies.name,
      invitedByName: users.name,
      createdAt: siteInvites.createdAt,
      expiresAt: siteInvites.expiresAt,
    })
    .from(siteInvites)
    .leftJoin(companies, eq(companies.id, siteInvites.companyId))
    .leftJoin(users, eq(users.id, siteInvites.invitedBy))
    .where(
      and(
        eq(siteInvites.siteKey, siteKey),
        isNull(siteInvites.acceptedAt),
        isNull(siteInvites.revokedAt),
      ),
    )
    .orderBy(desc(siteInvites.createdAt))
    .limit(INVITES_LIST_MAX);
}

/**
 * Whether the invitation's sender is an approved site admin of its site now: an invitation is
 * an act of a site admin and ends with that standing (decision 188), even if a path that
 * removed or demoted them did not withdraw it.
 */
const sentByASiteAdminNow = sql`exists (select 1 from ${siteUsers}
  where ${siteUsers.siteKey} = ${siteInvites.siteKey} and ${siteUsers.userId} = ${siteInvites.invitedBy}
    and ${approvedMember()} and coalesce((${siteUsers.permissions}->>'isSiteAdmin')::boolean, false))`;

/**
 * An invitation whose link still works: not accepted, not revoked, not expired, and its sender
 * still a site admin of the site.
 */
export async function findUsableInvite(
  db: DbOrTx,
  tokenHash: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({
      id: siteInvites.id,
      siteKey: siteInvites.siteKey,
      email: siteInvites.email,
      preset: siteInvites.preset,
      companyId: siteInvites.companyId,
      invitedBy: siteInvites.invitedBy,
      siteName: sites.name,
      companyName: companies.name,
    })
    .from(siteInvites)
    .innerJoin(sites, eq(sites.siteKey, siteInvites.siteKey))
    .leftJoin(companies, eq(companies.id, siteInvites.companyId))
    .where(
      and(
        eq(siteInvites.tokenHash, tokenHash),
        isNull(siteInvites.acceptedAt),
        isNull(siteInvites.revokedAt),
        sql`${siteInvites.expiresAt} > now()`,
        sentByASiteAdminNow,
      ),
    );
  const [row] = await (options.lock ? query.for('update', { of: siteInvites }) : query);
  return row ?? null;
}

export async function findLiveCompany(db: DbOrTx, siteKey: string, companyId: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      and(eq(companies.id, companyId), eq(companies.siteKey, siteKey), isNull(companies.deletedAt)),
    );
  return row ?? null;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row ?? null;
}

export async function findMember(db: DbOrTx, siteKey: string, userId: string) {
  const [row] = await db
    .select({ approved: siteUsers.approved })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteKey, siteKey), eq(siteUsers.userId, userId)));
  return row ?? null;
}

/**
 * Withdraws, for good, the site's pending invitations `invitedBy` sent (decision 188): what
 * ends when its sender stops being a site admin. Answers the withdrawn ones.
 */
export function withdrawInvitesOf(db: DbOrTx, siteKey: string, invitedBy: string) {
  return db
    .update(siteInvites)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(siteInvites.siteKey, siteKey),
        eq(siteInvites.invitedBy, invitedBy),
        isNull(siteInvites.acceptedAt),
        isNull(siteInvites.revokedAt),
      ),
    )
    .returning({ id: siteInvites.id, email: siteInvites.email });
}

/** Revokes the site's open (not accepted, not revoked) invitations to an address. */
export async function revokeOpenInvitesTo(db: DbOrTx, siteKey: string, email: string) {
  await db
    .update(siteInvites)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(siteInvites.siteKey, siteKey),
        eq(siteInvites.email, email),
        isNull(siteInvites.acceptedAt),
        isNull(siteInvites.revokedAt),
      ),
    );
}

/** Inserts an invitation. */
export async function insertInvite(db: DbOrTx, values: TNewSiteInvite): Promise<void> {
  await db.insert(siteInvites).values(values);
}

/** The site's name, or undefined when there is no such site. */
export async function findSiteName(db: DbOrTx, siteKey: string) {
  const [site] = await db
    .select({ name: sites.name })
    .from(sites)
    .where(eq(sites.siteKey, siteKey));
  return site?.name;
}

/** One of the site's invitations, in any state (never another site's). */
export async function findSiteInvite(db: DbOrTx, siteKey: string, id: string) {
  const [invite] = await db
    .select()
    .from(siteInvites)
    .where(and(eq(siteInvites.id, id), eq(siteInvites.siteKey, siteKey)));
  return invite;
}

/** Marks an invitation revoked now. */
export async function markInviteRevoked(db: DbOrTx, id: string): Promise<void> {
  await db.update(siteInvites).set({ revokedAt: new Date() }).where(eq(siteInvites.id, id));
}

/** Makes the user a member of the site with `values`, over any membership they had. */
export async function upsertMembership(
  db: DbOrTx,
  siteKey: string,
  userId: string,
  values: TInviteMembership,
): Promise<void> {
  await db
    .insert(siteUsers)
    .values({ siteKey, userId, ...values })
    .onConflictDoUpdate({ target: [siteUsers.siteKey, siteUsers.userId], set: values });
}

/** Sets the user's default site. */
export async function updateDefaultSite(
  db: DbOrTx,
  userId: string,
  siteKey: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ defaultSiteKey: siteKey, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Spends an open invitation: accepted by `userId`. Answers it, or nothing when already spent. */
export function markInviteAccepted(db: DbOrTx, id: string, userId: string, now: Date) {
  return db
    .update(siteInvites)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(
      and(eq(siteInvites.id, id), isNull(siteInvites.acceptedAt), isNull(siteInvites.revokedAt)),
    )
    .returning({ id: siteInvites.id });
}
