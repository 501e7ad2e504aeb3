import { and, desc, eq, sql } from 'drizzle-orm';
import type { TAuditListFilter } from '@craftwork/domain/admin/audit-list';
import { listReader, type ListPage } from '../../db/paged-list.ts';
import type { DbOrTx } from '../../db/client.ts';
import { searchMatch } from '../../db/search.ts';
import { auditLog, users } from '../../db/schema.ts';

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
