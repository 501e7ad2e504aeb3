import {
  coversReport,
  mayDeleteReport,
  MAX_ACTIVE_REPORTS_PER_USER,
  REPORT_DATA_MESSAGES,
  type TReportViewer,
} from '@craftwork/domain/reports/access';
import { reportLinkMail } from '@craftwork/domain/reports/download-mail';
import { reportFilters } from '@craftwork/domain/reports/report-filters';
import {
  REPORT_MESSAGES,
  REPORT_STATUSES,
  REPORT_TYPE_INFO,
  REPORT_TYPES,
  ZReportType,
  type TGenerateReportInput,
  type TReportDataRow,
  type TReportTypeInfo,
} from '@craftwork/domain/reports/report-types';
import { z } from 'zod';
import { limit } from '../../access/rate-limit.ts';
import { resolveSiteScope, type Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { AppError, PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import type { Services } from '../../rpc/context.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import {
  countActiveReports,
  deleteReportDataRow,
  filterNameTables,
  findReportData,
  listCoveredReports,
  type ReportDataRow,
  type TFilterNameTables,
} from './report-data.repository.ts';
import { createReportData, offersReportType, reportDownloadLinks } from './report-data.ts';
import type { TReportFormat } from './report-links.ts';
import { usedOptions } from './sources/report-sources.ts';

const ZStatus = z.enum(REPORT_STATUSES).catch('failed');

export const viewerOf = (scope: Scope): TReportViewer => ({
  userId: scope.userId,
  siteKey: scope.siteKey,
  companyId: scope.companyId,
  isPlantPersonnel: scope.isPlantPersonnel,
  isSiteAdmin: scope.permissions.isSiteAdmin,
  locationIds: scope.locationIds,
});

/** listReportTypes: every type, but inventory and KPI reports only where the site has them. */
export async function listReportTypes(loadSite: SiteSource): Promise<TReportTypeInfo[]> {
  const site = await loadSite();
  return REPORT_TYPES.filter((type) => offersReportType(site.config, type)).map(
    (type) => REPORT_TYPE_INFO[type],
  );
}

/**
 * generateReport: at most a few reports a user may have queued or running, and a rate per
 * user; the report is recorded in the caller's scope and queued.
 */
export async function generateReport(
  services: Services,
  scope: Scope,
  input: TGenerateReportInput,
): Promise<{ id: string }> {
  if (
    (await countActiveReports(services.db, scope.siteKey, scope.userId)) >=
    MAX_ACTIVE_REPORTS_PER_USER
  )
    throw new AppError('TOO_MANY_REQUESTS', REPORT_DATA_MESSAGES.tooManyActive);
  await limit(
    services.db,
    'reportGeneratePerUser',
    scope.userId,
    services.env.RATE_LIMIT_MULTIPLIER,
  );
  return createReportData(services, scope, input);
}

/** The report, when the caller covers it on their site; else 'no longer available'. */
async function requireCovered(services: Services, scope: Scope, id: string) {
  const row = await findReportData(services.db, id);
  if (!row || !coversReport(viewerOf(scope), row))
    throw new AppError('NOT_FOUND', REPORT_MESSAGES.notFound);
  return row;
}

function listed(
  services: Services,
  scope: Scope,
  entry: { row: ReportDataRow; createdByName: string | null; configName: string | null },
  names: TFilterNameTables,
  now: Date,
): TReportDataRow {
  const { row } = entry;
  const type = ZReportType.parse(row.type);
  const used = usedOptions(type, row.options);
  // English words with their parts: the screen writes the parts in the language it shows.
  const filters = reportFilters(type, used, {
    companies: names.companies,
    locations: names.locations,
    kpiTemplate: used.kpiTemplateId ? (names.kpiTemplates[used.kpiTemplateId] ?? null) : null,
  });
  const links = row.status === 'ready' ? reportDownloadLinks(services, row.id, now) : null;
  return {
    id: row.id,
    type,
    title: REPORT_TYPE_INFO[type].title,
    status: ZStatus.parse(row.status),
    progress: row.progress,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    createdBy: { id: row.createdBy ?? '', name: entry.createdByName ?? 'Former member' },
    rowCount: row.rowCount,
    csvSize: row.csvSize,
    pdfSize: row.pdfSize,
    filters,
    configName: entry.configName,
    csvUrl: links?.csvUrl ?? null,
    pdfUrl: links?.pdfUrl ?? null,
    canDelete: mayDeleteReport(viewerOf(scope), row),
  };
}

/** list: the caller's site's reports they cover, newest first (at most 200). */
export async function listReports(
  services: Services,
  scope: Scope,
  now = new Date(),
): Promise<TReportDataRow[]> {
  const rows = await listCoveredReports(services.db, scope);
  const names = await filterNameTables(
    services.db,
    scope.siteKey,
    rows.map((entry) => entry.row.options),
  );
  return rows.map((entry) => listed(services, scope, entry, names, now));
}

/** emailReportDownloadURL: the caller gets the ready report's two signed links by e-mail. */
export async function emailReportLinks(
  services: Services,
  scope: Scope,
  user: { email: string },
  loadSite: SiteSource,
  id: string,
  now = new Date(),
): Promise<{ ok: true; to: string }> {
  const row = await requireCovered(services, scope, id);
  if (row.status !== 'ready') throw new AppError('BAD_REQUEST', REPORT_MESSAGES.notReady);
  await limit(
    services.db,
    'reportLinkMailPerUser',
    scope.userId,
    services.env.RATE_LIMIT_MULTIPLIER,
  );
  const site = await loadSite();
  const links = reportDownloadLinks(services, row.id, now);
  const mail = reportLinkMail({
    title: REPORT_TYPE_INFO[ZReportType.parse(row.type)].title,
    siteName: site.name,
    csvUrl: links.csvUrl,
    pdfUrl: links.pdfUrl,
    expiresAt: links.expiresAt,
    timeZone: site.timezone,
  });
  await services.mailer.send({ to: user.email, kind: 'report-link', ...mail });
  return { ok: true, to: user.email };
}

/** deleteReportData: its requester, or a site admin who covers it; the files go too. */
export async function deleteReport(services: Services, scope: Scope, id: string, now = new Date()) {
  const row = await requireCovered(services, scope, id);
  if (!mayDeleteReport(viewerOf(scope), row))
    throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
  const gone = await services.db.transaction(async (tx) => {
    const deleted = await deleteReportDataRow(tx, id, now);
    await notifyChange(tx, { site: scope.siteKey, topics: ['reports'], ids: [id] });
    return deleted;
  });
  const keys = [gone?.csvKey, gone?.pdfKey].filter((key): key is string => Boolean(key));
  await Promise.all(keys.map((key) => services.storage.remove(key)));
}

/**
 * A ready report's file for a signed-in user who covers it on its site (whatever their current
 * site is: an e-mailed link names its report's site); null when gone, not ready or not theirs.
 */
export async function findReportDownload(
  db: Database,
  userId: string,
  id: string,
  format: TReportFormat,
): Promise<{ key: string; filename: string; contentType: string } | null> {
  const row = await findReportData(db, id);
  if (!row || row.status !== 'ready') return null;
  const member = await resolveSiteScope(db, row.siteKey, userId);
  if (member.kind !== 'approved' || !coversReport(viewerOf(member.scope), row)) return null;
  const key = format === 'csv' ? row.csvKey : row.pdfKey;
  if (!key) return null;
  const base = row.fileBaseName ?? REPORT_TYPE_INFO[ZReportType.parse(row.type)].title;
  return {
    key,
    filename: `${base}.${format}`,
    contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf',
  };
}
