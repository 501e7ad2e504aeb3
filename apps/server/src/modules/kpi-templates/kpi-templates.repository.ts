import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { kpiTemplates, users } from '../../db/schema.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';

/** The KPI template queries: the site's live templates, one template, name clashes. */

export type KpiTemplateRow = typeof kpiTemplates.$inferSelect;

/** Most templates a site keeps (the list shows them all). */
export const KPI_TEMPLATES_MAX = 200;

const viewColumns = {
  id: kpiTemplates.id,
  name: kpiTemplates.name,
  kpiKeys: kpiTemplates.kpiKeys,
  filters: kpiTemplates.filters,
  timescale: kpiTemplates.timescale,
  timestampCreated: kpiTemplates.timestampCreated,
  timestampLastModified: kpiTemplates.timestampLastModified,
  lastModifiedByName: users.name,
};

const live = (siteKey: string) =>
  and(eq(kpiTemplates.siteKey, siteKey), isNull(kpiTemplates.deletedAt));

/** The site's live templates by name, with who changed each last. */
export function listTemplates(db: DbOrTx, siteKey: string) {
  return db
    .select(viewColumns)
    .from(kpiTemplates)
    .leftJoin(users, eq(users.id, kpiTemplates.lastModifiedBy))
    .where(live(siteKey))
    .orderBy(sql`lower(${kpiTemplates.name})`, asc(kpiTemplates.id))
    .limit(KPI_TEMPLATES_MAX);
}

/** One live template of the site, or NOT_FOUND. */
export async function requireTemplateView(db: DbOrTx, siteKey: string, id: string) {
  const [row] = await db
    .select(viewColumns)
    .from(kpiTemplates)
    .leftJoin(users, eq(users.id, kpiTemplates.lastModifiedBy))
    .where(and(eq(kpiTemplates.id, id), live(siteKey)));
  if (!row) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  return row;
}

/** One live template of the site, locked for a change, or NOT_FOUND. */
export async function requireTemplateForUpdate(tx: DbOrTx, siteKey: string, id: string) {
  const [row] = await tx
    .select()
    .from(kpiTemplates)
    .where(and(eq(kpiTemplates.id, id), live(siteKey)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  return row;
}

/**
 * Serialises name checks and new templates of one site until the transaction ends, so two
 * dialogs saving the same new name at once cannot both pass the check.
 */
export async function lockSiteTemplates(tx: DbOrTx, siteKey: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kpi-templates:${siteKey}`}))`);
}

/** The names of the site's live templates, but one. */
export async function liveTemplateNames(tx: DbOrTx, siteKey: string, exceptId: string | null) {
  const rows = await tx
    .select({ name: kpiTemplates.name })
    .from(kpiTemplates)
    .where(and(live(siteKey), exceptId ? ne(kpiTemplates.id, exceptId) : undefined));
  return rows.map((r) => r.name);
}

/** How many live templates the site keeps. */
export async function countTemplates(tx: DbOrTx, siteKey: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(kpiTemplates)
    .where(live(siteKey));
  return row?.n ?? 0;
}

export async function insertTemplateRow(
  tx: DbOrTx,
  values: typeof kpiTemplates.$inferInsert,
): Promise<void> {
  await tx.insert(kpiTemplates).values(values);
}

export async function updateTemplateRow(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof kpiTemplates.$inferInsert>,
): Promise<void> {
  await tx.update(kpiTemplates).set(values).where(eq(kpiTemplates.id, id));
}
