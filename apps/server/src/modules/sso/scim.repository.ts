import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { TScimFilter, TScimUserFields } from '@craftwork/domain/admin/scim';
import type { DbOrTx } from '../../db/client.ts';
import { scimUsers } from '../../db/schema.ts';

/** The User resources a site's identity provider keeps through SCIM (decision 232). */

export type TScimUserRow = typeof scimUsers.$inferSelect;

/** A filter as SQL: userName and emails ignore case (as their indexes do), externalId not. */
function filterSql(filter: TScimFilter): SQL {
  switch (filter.attribute) {
    case 'userName':
      return sql`lower(${scimUsers.userName}) = ${filter.value.toLowerCase()}`;
    case 'email':
      return sql`lower(${scimUsers.email}) = ${filter.value.toLowerCase()}`;
    case 'externalId':
      return eq(scimUsers.externalId, filter.value);
  }
}

/** A page of the site's resources (matching `filter` when given), oldest first, and the total. */
export async function pageScimUsers(
  db: DbOrTx,
  siteKey: string,
  filter: TScimFilter | null,
  page: { offset: number; limit: number },
) {
  const where = and(eq(scimUsers.siteKey, siteKey), filter ? filterSql(filter) : undefined);
  const [rows, [total]] = await Promise.all([
    page.limit === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(scimUsers)
          .where(where)
          .orderBy(asc(scimUsers.createdAt), asc(scimUsers.id))
          .limit(page.limit)
          .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(scimUsers)
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findScimUser(db: DbOrTx, siteKey: string, id: string) {
  const [row] = await db
    .select()
    .from(scimUsers)
    .where(and(eq(scimUsers.siteKey, siteKey), eq(scimUsers.id, id)));
  return row;
}

/** Whether the site has a resource with this userName (ignoring case), other than `exceptId`. */
export async function hasScimUserName(
  db: DbOrTx,
  siteKey: string,
  userName: string,
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: scimUsers.id })
    .from(scimUsers)
    .where(
      and(
        eq(scimUsers.siteKey, siteKey),
        sql`lower(${scimUsers.userName}) = ${userName.toLowerCase()}`,
        exceptId === undefined ? undefined : sql`${scimUsers.id} <> ${exceptId}`,
      ),
    );
  return row !== undefined;
}

export async function insertScimUser(
  db: DbOrTx,
  values: TScimUserFields & { id: string; siteKey: string },
) {
  const [row] = await db.insert(scimUsers).values(values).returning();
  return row;
}

export async function updateScimUser(
  db: DbOrTx,
  siteKey: string,
  id: string,
  values: TScimUserFields,
) {
  const [row] = await db
    .update(scimUsers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(scimUsers.siteKey, siteKey), eq(scimUsers.id, id)))
    .returning();
  return row;
}

export async function deleteScimUser(db: DbOrTx, siteKey: string, id: string) {
  await db.delete(scimUsers).where(and(eq(scimUsers.siteKey, siteKey), eq(scimUsers.id, id)));
}
