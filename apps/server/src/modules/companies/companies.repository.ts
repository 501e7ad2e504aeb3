import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  companies,
  craftRecords,
  siteInvites,
  siteUsers,
  sites,
  tasks,
  users,
} from '../../db/schema.ts';
import { approvedMember } from '../../access/scope-filters.ts';

export type TCompanyRow = typeof companies.$inferSelect;

/**
 * The site's live companies with their main point of contact's name and their members: the
 * site users whose company it is (site_users.company_id, never the stored `members` list:
 * decision 125).
 */
export async function listCompanies(db: DbOrTx, siteKey: string) {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      craftTypes: companies.craftTypes,
      logoUrl: companies.logoPhotoUrl,
      mainPointOfContactId: companies.mainPointOfContact,
    })
    .from(companies)
    .where(and(eq(companies.siteKey, siteKey), isNull(companies.deletedAt)))
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id));
  const people = await db
    .select({
      userId: siteUsers.userId,
      name: users.name,
      companyId: siteUsers.companyId,
      approved: siteUsers.approved,
    })
    .from(siteUsers)
    .innerJoin(users, eq(users.id, siteUsers.userId))
    .where(eq(siteUsers.siteKey, siteKey))
    .orderBy(asc(users.name));
  const nameOf = new Map(people.map((p) => [p.userId, p.name]));
  return rows.map((row) => {
    const members = people
      .filter((p) => p.companyId === row.id)
      .map((p) => ({ id: p.userId, displayName: p.name, approved: p.approved }));
    const contactName = row.mainPointOfContactId ? nameOf.get(row.mainPointOfContactId) : null;
    return {
      id: row.id,
      name: row.name,
      craftTypes: row.craftTypes,
      logoUrl: row.logoUrl,
      mainPointOfContact:
        row.mainPointOfContactId && contactName
          ? { id: row.mainPointOfContactId, displayName: contactName }
          : null,
      members,
    };
  });
}

/** A live company of the site, locked for the change that reads it; undefined when none. */
export async function findCompanyForUpdate(tx: DbOrTx, siteKey: string, id: string) {
  const [row] = await tx
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.siteKey, siteKey), isNull(companies.deletedAt)))
    .for('update');
  return row;
}

/** A live company of the site (for serving its logo); undefined when none. */
export async function findCompany(db: DbOrTx, siteKey: string, id: string) {
  const [row] = await db
    .select({ id: companies.id, logoUrl: companies.logoPhotoUrl })
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.siteKey, siteKey), isNull(companies.deletedAt)));
  return row;
}

/** Whether another live company of the site has this name (case and blanks aside). */
export async function companyNameTaken(
  tx: DbOrTx,
  siteKey: string,
  name: string,
  exceptId: string | null,
) {
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.siteKey, siteKey),
        isNull(companies.deletedAt),
        sql`lower(trim(${companies.name})) = lower(trim(${name}))`,
        exceptId ? ne(companies.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether the user is an approved member of the site. */
export async function isApprovedMember(tx: DbOrTx, siteKey: string, userId: string) {
  const [row] = await tx
    .select({ userId: siteUsers.userId })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteKey, siteKey), eq(siteUsers.userId, userId), approvedMember()));
  return Boolean(row);
}

export async function siteValidCraftTypes(tx: DbOrTx, siteKey: string) {
  const [row] = await tx
    .select({ validCraftTypes: sites.validCraftTypes })
    .from(sites)
    .where(eq(sites.siteKey, siteKey));
  return row?.validCraftTypes ?? [];
}

export async function insertCompany(tx: DbOrTx, row: typeof companies.$inferInsert) {
  await tx.insert(companies).values(row);
}

export async function updateCompany(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof companies.$inferInsert>,
) {
  await tx.update(companies).set(values).where(eq(companies.id, id));
}

const count = sql<number>`count(*)`.mapWith(Number);

/**
 * What still names the company: its site users (approved or applying), live tasks assigned to
 * it, live craft records authorized for it, open invitations into it, and the site when it is
 * the managing company.
 */
export async function companyUsage(tx: DbOrTx, siteKey: string, companyId: string, now: Date) {
  const [[members], [assigned], [records], [invites], [site]] = await Promise.all([
    tx
      .select({ n: count })
      .from(siteUsers)
      .where(and(eq(siteUsers.siteKey, siteKey), eq(siteUsers.companyId, companyId))),
    tx
      .select({ n: count })
      .from(tasks)
      .where(
        and(
          eq(tasks.siteKey, siteKey),
          eq(tasks.assignedCompanyId, companyId),
          isNull(tasks.deletedAt),
        ),
      ),
    tx
      .select({ n: count })
      .from(craftRecords)
      .where(
        and(
          eq(craftRecords.siteKey, siteKey),
          sql`${craftRecords.authorizedCompanies} @> array[${companyId}]::text[]`,
          isNull(craftRecords.deletedAt),
        ),
      ),
    tx
      .select({ n: count })
      .from(siteInvites)
      .where(
        and(
          eq(siteInvites.siteKey, siteKey),
          eq(siteInvites.companyId, companyId),
          isNull(siteInvites.acceptedAt),
          isNull(siteInvites.revokedAt),
          gt(siteInvites.expiresAt, now),
        ),
      ),
    tx
      .select({ managing: sites.managingCompanyId })
      .from(sites)
      .where(and(eq(sites.siteKey, siteKey), inArray(sites.managingCompanyId, [companyId]))),
  ]);
  return {
    siteUsers: members?.n ?? 0,
    tasks: assigned?.n ?? 0,
    craftRecords: records?.n ?? 0,
    invitations: invites?.n ?? 0,
    isManagingCompany: Boolean(site),
  };
}
