import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { REPORT_MESSAGES } from '@craftwork/domain/reports/report-types';
import type { DbOrTx } from '../../db/client.ts';
import {
  companies,
  kpiTemplates,
  locations,
  reportConfigs,
  reportRuns,
  sites,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/** The report configuration queries: a user's own configurations, their runs, the due scan. */

export type ReportConfigDbRow = typeof reportConfigs.$inferSelect;
export type ReportRunDbRow = typeof reportRuns.$inferSelect;

/** Most configurations one member keeps on a site (decision 153). */
export const REPORT_CONFIGS_MAX = 50;
/** Most runs the Sent log lists. */
export const SENT_LOG_MAX = 200;

const ownLive = (siteKey: string, userId: string) =>
  and(
    eq(reportConfigs.siteKey, siteKey),
    eq(reportConfigs.userId, userId),
    isNull(reportConfigs.deletedAt),
  );

/** The user's live configurations on the site, by name. */
export function listOwnConfigs(db: DbOrTx, siteKey: string, userId: string) {
  return db
    .select()
    .from(reportConfigs)
    .where(ownLive(siteKey, userId))
    .orderBy(sql`lower(${reportConfigs.name})`, asc(reportConfigs.id))
    .limit(REPORT_CONFIGS_MAX * 2);
}

/** The latest run of each of these configurations. */
export function latestRuns(db: DbOrTx, configIds: string[]) {
  if (configIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([reportRuns.configId])
    .from(reportRuns)
    .where(inArray(reportRuns.configId, configIds))
    .orderBy(reportRuns.configId, desc(reportRuns.scheduledFor), desc(reportRuns.createdAt));
}

/** One of the user's live configurations (locked for a change), or NOT_FOUND. */
export async function requireOwnConfigForUpdate(
  tx: DbOrTx,
  siteKey: string,
  userId: string,
  id: string,
) {
  const [row] = await tx
    .select()
    .from(reportConfigs)
    .where(and(eq(reportConfigs.id, id), ownLive(siteKey, userId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', REPORT_MESSAGES.configNotFound);
  return row;
}

/** One of the user's live configurations, or NOT_FOUND. */
export async function requireOwnConfig(db: DbOrTx, siteKey: string, userId: string, id: string) {
  const [row] = await db
    .select({ id: reportConfigs.id })
    .from(reportConfigs)
    .where(and(eq(reportConfigs.id, id), ownLive(siteKey, userId)));
  if (!row) throw new AppError('NOT_FOUND', REPORT_MESSAGES.configNotFound);
  return row;
}

/** How many live configurations the user keeps on the site. */
export async function countOwnConfigs(tx: DbOrTx, siteKey: string, userId: string) {
  const [row] = await tx.select({ n: count() }).from(reportConfigs).where(ownLive(siteKey, userId));
  return row?.n ?? 0;
}

/** Serialises one user's configuration creations (the count limit holds under concurrency). */
export async function lockUserConfigs(tx: DbOrTx, siteKey: string, userId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('report-configs'), hashtext(${`${siteKey}:${userId}`}))`,
  );
}

/** Which of these ids are live rows of the site (companies, locations, KPI templates). */
export async function siteIdsAmong(
  db: DbOrTx,
  siteKey: string,
  kind: 'companies' | 'locations' | 'kpiTemplates',
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const table = { companies, locations, kpiTemplates }[kind];
  const rows =
    kind === 'kpiTemplates'
      ? await db
          .select({ id: kpiTemplates.id })
          .from(kpiTemplates)
          .where(
            and(
              eq(kpiTemplates.siteKey, siteKey),
              isNull(kpiTemplates.deletedAt),
              inArray(kpiTemplates.id, ids),
            ),
          )
      : await db
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.siteKey, siteKey), inArray(table.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The Sent log: runs of the user's live configurations (or one of them), newest first. */
export function listOwnRuns(db: DbOrTx, siteKey: string, userId: string, configId: string | null) {
  return db
    .select({ run: reportRuns, configName: reportConfigs.name })
    .from(reportRuns)
    .innerJoin(reportConfigs, eq(reportConfigs.id, reportRuns.configId))
    .where(and(ownLive(siteKey, userId), configId ? eq(reportConfigs.id, configId) : undefined))
    .orderBy(desc(reportRuns.scheduledFor), desc(reportRuns.createdAt), desc(reportRuns.id))
    .limit(SENT_LOG_MAX);
}

/** Every live configuration with its site's time zone: what the schedule tick reads. */
export function listLiveConfigsWithZone(db: DbOrTx) {
  return db
    .select({ config: reportConfigs, timeZone: sites.timezone })
    .from(reportConfigs)
    .innerJoin(sites, eq(sites.siteKey, reportConfigs.siteKey))
    .where(isNull(reportConfigs.deletedAt));
}

/**
 * Records a run unless the configuration's period has one already (the unique key): the id
 * when this call inserted it, else null. Two instances racing insert it once.
 */
export async function insertRunOnce(
  db: DbOrTx,
  run: typeof reportRuns.$inferInsert,
): Promise<string | null> {
  const rows = await db
    .insert(reportRuns)
    .values(run)
    .onConflictDoNothing({ target: [reportRuns.configId, reportRuns.periodKey] })
    .returning({ id: reportRuns.id });
  return rows[0]?.id ?? null;
}

/** Runs still queued a while after they were recorded (their job was lost before it was sent). */
export function staleQueuedRuns(db: DbOrTx, createdBefore: Date, createdAfter: Date) {
  return db
    .select({ id: reportRuns.id })
    .from(reportRuns)
    .where(
      and(
        eq(reportRuns.status, 'queued'),
        sql`${reportRuns.createdAt} < ${createdBefore.toISOString()}`,
        sql`${reportRuns.createdAt} > ${createdAfter.toISOString()}`,
      ),
    );
}

/** A run with its configuration, site and owner, for the run job. */
export async function loadRun(db: DbOrTx, runId: string) {
  const [row] = await db
    .select({
      run: reportRuns,
      config: reportConfigs,
      siteName: sites.name,
      timeZone: sites.timezone,
      siteDefaultLanguage: sites.defaultLanguage,
      ownerEmail: users.email,
      ownerName: users.name,
      ownerLanguage: users.language,
    })
    .from(reportRuns)
    .innerJoin(reportConfigs, eq(reportConfigs.id, reportRuns.configId))
    .innerJoin(sites, eq(sites.siteKey, reportRuns.siteKey))
    .innerJoin(users, eq(users.id, reportConfigs.userId))
    .where(eq(reportRuns.id, runId));
  return row ?? null;
}

export function updateRun(db: DbOrTx, runId: string, set: Partial<ReportRunDbRow>) {
  return db.update(reportRuns).set(set).where(eq(reportRuns.id, runId));
}

export async function insertConfig(
  tx: DbOrTx,
  values: typeof reportConfigs.$inferInsert,
): Promise<void> {
  await tx.insert(reportConfigs).values(values);
}

export async function updateConfig(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof reportConfigs.$inferInsert>,
): Promise<void> {
  await tx.update(reportConfigs).set(values).where(eq(reportConfigs.id, id));
}
