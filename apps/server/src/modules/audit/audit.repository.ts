import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TAuditListFilter } from '@craftwork/domain/admin/audit-list';
import { listReader, type ListPage } from '../../db/paged-list.ts';
import type { DbOrTx } from '../../db/client.ts';
import { searchMatch } from '../../db/search.ts';
import { auditLog, companies, locations, siteUsers, users } from '../../db/schema.ts';

/** The audit list's reads: the site's entries with who made them, newest first. */

/** What the search box is matched against: who, what, the target and the changed values. */
const auditHaystack = sql`lower(coalesce((select ${users.name} from ${users} where ${users.id} = ${auditLog.actorId}), '') || ' ' || ${auditLog.targetLabel} || ' ' || ${auditLog.area} || ' ' || ${auditLog.action} || ' ' || coalesce(${auditLog.before}::text, '') || ' ' || coalesce(${auditLog.after}::text, ''))`;

function selectRows(db: DbOrTx) {
  return db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      actorName: users.name,
      actorId: auditLog.actorId,
      area: auditLog.area,
      action: auditLog.action,
      targetLabel: auditLog.targetLabel,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId));
}

export type AuditRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

const auditList = listReader({
  select: selectRows,
  table: auditLog,
  where: (siteKey: string, filter: TAuditListFilter) =>
    and(
      eq(auditLog.siteKey, siteKey),
      filter.area === null ? undefined : eq(auditLog.area, filter.area),
      searchMatch(auditHaystack, filter.search),
    ),
  order: () => [desc(auditLog.createdAt), desc(auditLog.id)],
});

/** A page of the site's audit entries, and how many match in all. */
export function pageAuditEntries(
  db: DbOrTx,
  siteKey: string,
  filter: TAuditListFilter,
  page: ListPage,
) {
  return auditList.page(db, siteKey, filter, page);
}

/** Every matching entry (for the export), up to `max`. */
export function allAuditEntries(
  db: DbOrTx,
  siteKey: string,
  filter: TAuditListFilter,
  max: number,
) {
  return auditList.all(db, siteKey, filter, max);
}

/**
 * The names of the site's companies, locations and members among `ids` (the values audit
 * entries keep), so their lines read as names, deleted ones included.
 */
export async function namesOfIds(
  db: DbOrTx,
  siteKey: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [companyRows, locationRows, userRows] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(and(eq(companies.siteKey, siteKey), inArray(companies.id, unique))),
    db
      .select({ id: locations.id, name: locations.title })
      .from(locations)
      .where(and(eq(locations.siteKey, siteKey), inArray(locations.id, unique))),
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .innerJoin(siteUsers, and(eq(siteUsers.userId, users.id), eq(siteUsers.siteKey, siteKey)))
      .where(inArray(users.id, unique)),
  ]);
  return new Map([...companyRows, ...locationRows, ...userRows].map((r) => [r.id, r.name]));
}

/** Inserts one audit entry (the writer in audit.ts fills the defaults and tells the admins). */
export async function insertAuditEntry(
  tx: DbOrTx,
  values: typeof auditLog.$inferInsert,
): Promise<void> {
  await tx.insert(auditLog).values(values);
}
