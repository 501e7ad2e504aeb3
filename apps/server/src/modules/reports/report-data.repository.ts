import { and, desc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { TReportOptions } from '@craftwork/domain/reports/report-types';
import {
  companies,
  kpiTemplates,
  locations,
  reportConfigs,
  reportData,
  users,
} from '../../db/schema.ts';

export type ReportDataRow = typeof reportData.$inferSelect;

const live = isNull(reportData.deletedAt);

export async function insertReportData(db: DbOrTx, values: typeof reportData.$inferInsert) {
  await db.insert(reportData).values(values);
}

/** A live (not deleted) report, on any site. */
export async function findReportData(db: DbOrTx, id: string): Promise<ReportDataRow | null> {
  const [row] = await db
    .select()
    .from(reportData)
    .where(and(eq(reportData.id, id), live));
  return row ?? null;
}

/**
 * Reports the user has queued or running on the site, asked within the last hour (the per-user
 * cap; one left running by an instance that stopped no longer counts after an hour).
 */
export async function countActiveReports(
  db: DbOrTx,
  siteKey: string,
  userId: string,
  now = new Date(),
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reportData)
    .where(
      and(
        eq(reportData.siteKey, siteKey),
        eq(reportData.createdBy, userId),
        inArray(reportData.status, ['queued', 'running']),
        gt(reportData.createdAt, new Date(now.getTime() - 60 * 60 * 1000)),
        live,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Starts (or restarts) a report's generation: any live report not ready becomes running from
 * 0, so a retried job starts over; a ready or deleted one answers null and is left alone.
 */
export async function startReportData(
  db: DbOrTx,
  id: string,
  now: Date,
): Promise<ReportDataRow | null> {
  const [row] = await db
    .update(reportData)
    .set({ status: 'running', progress: 0, error: null, startedAt: now, finishedAt: null })
    .where(and(eq(reportData.id, id), live, ne(reportData.status, 'ready')))
    .returning();
  return row ?? null;
}

export async function setReportProgress(db: DbOrTx, id: string, progress: number) {
  await db
    .update(reportData)
    .set({ progress })
    .where(and(eq(reportData.id, id), eq(reportData.status, 'running')));
}

/** Ready with its files; false when the report was deleted meanwhile (its files then go). */
export async function markReportReady(
  db: DbOrTx,
  id: string,
  values: Required<
    Pick<
      typeof reportData.$inferInsert,
      'csvKey' | 'pdfKey' | 'csvSize' | 'pdfSize' | 'rowCount' | 'fileBaseName' | 'finishedAt'
    >
  >,
): Promise<boolean> {
  const rows = await db
    .update(reportData)
    .set({ ...values, status: 'ready', progress: 100, error: null })
    .where(and(eq(reportData.id, id), live))
    .returning({ id: reportData.id });
  return rows.length > 0;
}

export async function markReportFailed(db: DbOrTx, id: string, error: string, now: Date) {
  await db
    .update(reportData)
    .set({ status: 'failed', error, finishedAt: now })
    .where(and(eq(reportData.id, id), live));
}

/** Soft-deletes a report; answers its file keys (to remove), null when already gone. */
export async function deleteReportDataRow(db: DbOrTx, id: string, now: Date) {
  const [row] = await db
    .update(reportData)
    .set({ deletedAt: now })
    .where(and(eq(reportData.id, id), live))
    .returning({ csvKey: reportData.csvKey, pdfKey: reportData.pdfKey });
  return row ?? null;
}

/**
 * The reports of the caller's site they cover (packages/domain/src/reports/access.ts, in SQL):
 * their own; others' when the caller may see the companies they may hold (plant personnel any,
 * a company user those a user of their company asked) and every location is among theirs.
 */
function coveredBy(scope: Scope): SQL {
  const companies = scope.isPlantPersonnel
    ? sql`true`
    : scope.companyId
      ? and(eq(reportData.plantPersonnel, false), eq(reportData.companyId, scope.companyId))
      : sql`false`;
  const locations = sql`${reportData.locationIds} <@ ${sql.param([...scope.locationIds])}::text[]`;
  return or(eq(reportData.createdBy, scope.userId), and(companies, locations)) ?? sql`false`;
}

export const REPORT_LIST_LIMIT = 200;

export async function listCoveredReports(db: DbOrTx, scope: Scope) {
  return db
    .select({
      row: reportData,
      createdByName: users.name,
      configName: reportConfigs.name,
    })
    .from(reportData)
    .leftJoin(users, eq(users.id, reportData.createdBy))
    .leftJoin(reportConfigs, eq(reportConfigs.id, reportData.configId))
    .where(and(eq(reportData.siteKey, scope.siteKey), live, coveredBy(scope)))
    .orderBy(desc(reportData.createdAt), desc(reportData.id))
    .limit(REPORT_LIST_LIMIT);
}

export type TFilterNameTables = {
  companies: Record<string, string>;
  locations: Record<string, string>;
  kpiTemplates: Record<string, string>;
};

/** The names of every company, location and KPI template the listed reports' options hold. */
export async function filterNameTables(
  db: DbOrTx,
  siteKey: string,
  options: readonly TReportOptions[],
): Promise<TFilterNameTables> {
  const companyIds = [...new Set(options.flatMap((o) => o.companyIds))];
  const locationIds = [...new Set(options.flatMap((o) => o.locationIds))];
  const templateIds = [
    ...new Set(options.flatMap((o) => (o.kpiTemplateId ? [o.kpiTemplateId] : []))),
  ];
  const [companyRows, locationRows, templateRows] = await Promise.all([
    companyIds.length === 0
      ? []
      : db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(and(eq(companies.siteKey, siteKey), inArray(companies.id, companyIds))),
    locationIds.length === 0
      ? []
      : db
          .select({ id: locations.id, name: locations.title })
          .from(locations)
          .where(and(eq(locations.siteKey, siteKey), inArray(locations.id, locationIds))),
    templateIds.length === 0
      ? []
      : db
          .select({ id: kpiTemplates.id, name: kpiTemplates.name })
          .from(kpiTemplates)
          .where(and(eq(kpiTemplates.siteKey, siteKey), inArray(kpiTemplates.id, templateIds))),
  ]);
  const table = (rows: { id: string; name: string }[]) =>
    Object.fromEntries(rows.map((r) => [r.id, r.name]));
  return {
    companies: table(companyRows),
    locations: table(locationRows),
    kpiTemplates: table(templateRows),
  };
}
