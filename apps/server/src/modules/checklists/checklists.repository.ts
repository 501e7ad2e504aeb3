import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { checklistTemplates, companies, photos, taskChecklists, users } from '../../db/schema.ts';

/** The queries of checklist templates and of the answers stored with tasks. */

export type ChecklistTemplate = typeof checklistTemplates.$inferSelect;
export type TaskChecklist = typeof taskChecklists.$inferSelect;

/** The site's live templates, by name. */
export function liveTemplates(db: DbOrTx, siteKey: string): Promise<ChecklistTemplate[]> {
  return db
    .select()
    .from(checklistTemplates)
    .where(and(eq(checklistTemplates.siteKey, siteKey), isNull(checklistTemplates.deletedAt)))
    .orderBy(asc(checklistTemplates.name), asc(checklistTemplates.id));
}

/** One template of the site (live only, unless `includeDeleted`), locked when `forUpdate`. */
export async function findTemplate(
  db: DbOrTx,
  siteKey: string,
  id: string,
  options: { forUpdate?: boolean; includeDeleted?: boolean } = {},
): Promise<ChecklistTemplate | undefined> {
  const query = db
    .select()
    .from(checklistTemplates)
    .where(
      and(
        eq(checklistTemplates.id, id),
        eq(checklistTemplates.siteKey, siteKey),
        options.includeDeleted ? undefined : isNull(checklistTemplates.deletedAt),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Stores a new template. */
export async function insertTemplate(tx: DbOrTx, row: typeof checklistTemplates.$inferInsert) {
  await tx.insert(checklistTemplates).values(row);
}

/** Changes a template's values (or marks it deleted). */
export async function updateTemplate(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof checklistTemplates.$inferInsert>,
) {
  await tx.update(checklistTemplates).set(values).where(eq(checklistTemplates.id, id));
}

/**
 * Serialises the writes of a site's templates, so two saves cannot both attach the same task
 * type (one template per task type per site).
 */
export async function lockSiteTemplates(tx: DbOrTx, siteKey: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`checklists:${siteKey}`}))`);
}

/** The craft types of the caller's company on the site (none without a company). */
export async function companyCraftTypes(
  db: DbOrTx,
  siteKey: string,
  companyId: string | null,
): Promise<number[]> {
  if (!companyId) return [];
  const [row] = await db
    .select({ craftTypes: companies.craftTypes })
    .from(companies)
    .where(
      and(eq(companies.id, companyId), eq(companies.siteKey, siteKey), isNull(companies.deletedAt)),
    );
  return row?.craftTypes ?? [];
}

/** The answers stored with a task, with the name of who answered. */
export async function findTaskChecklist(db: DbOrTx, siteKey: string, taskId: string) {
  const [row] = await db
    .select({ checklist: taskChecklists, answeredByName: users.name })
    .from(taskChecklists)
    .leftJoin(users, eq(users.id, taskChecklists.answeredBy))
    .where(and(eq(taskChecklists.taskId, taskId), eq(taskChecklists.siteKey, siteKey)));
  return row;
}

/** Stores (or, after a reopened task is completed again, replaces) a task's answers. */
export async function upsertTaskChecklist(tx: DbOrTx, row: typeof taskChecklists.$inferInsert) {
  await tx
    .insert(taskChecklists)
    .values(row)
    .onConflictDoUpdate({
      target: taskChecklists.taskId,
      set: {
        templateId: row.templateId,
        templateName: row.templateName,
        items: row.items,
        answers: row.answers,
        answeredBy: row.answeredBy,
        answeredAt: row.answeredAt,
      },
    });
}

/** Which of these photo ids are photos of the record. */
export async function recordPhotoIds(
  db: DbOrTx,
  siteKey: string,
  craftRecordId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: photos.id })
    .from(photos)
    .where(
      and(
        eq(photos.siteKey, siteKey),
        eq(photos.craftRecordId, craftRecordId),
        inArray(photos.id, [...ids]),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
