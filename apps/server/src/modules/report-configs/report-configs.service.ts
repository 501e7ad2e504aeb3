import { randomUUID } from 'node:crypto';
import {
  REPORT_MESSAGES,
  REPORT_TYPE_INFO,
  type TPaperSize,
  type TReportConfigInput,
  type TReportConfigRow,
  type TReportFrequency,
  type TReportOptions,
  type TReportRunRow,
  type TReportRunStatus,
  type TReportType,
} from '@craftwork/domain/reports/report-types';
import { REPORT_DATA_MESSAGES } from '@craftwork/domain/reports/access';
import { formatReportPeriod, nextReportRunAt } from '@craftwork/domain/reports/schedule';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { offersReportType } from '../reports/index.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import {
  countOwnConfigs,
  insertConfig,
  latestRuns,
  listOwnConfigs,
  listOwnRuns,
  lockUserConfigs,
  REPORT_CONFIGS_MAX,
  requireOwnConfig,
  requireOwnConfigForUpdate,
  siteIdsAmong,
  updateConfig,
  type ReportConfigDbRow,
} from './report-configs.repository.ts';

/**
 * Saved report configurations (decision 153): each belongs to the member who saved it, who
 * alone lists, changes and deletes it; it runs on its schedule in that member's scope.
 */

/** The options a configuration keeps: the ones its type names, without a date range (each run's). */
async function keptOptions(
  db: Database,
  siteKey: string,
  type: TReportType,
  options: TReportOptions,
): Promise<TReportOptions> {
  const named = new Set<string>(REPORT_TYPE_INFO[type].options);
  const kept: TReportOptions = {
    from: null,
    to: null,
    craftTypes: named.has('craftTypes') ? options.craftTypes : [],
    companyIds: named.has('companies') ? [...new Set(options.companyIds)] : [],
    locationIds: named.has('locations') ? [...new Set(options.locationIds)] : [],
    statuses: named.has('statuses') ? options.statuses : [],
    kpiTemplateId: named.has('kpiTemplate') ? options.kpiTemplateId : null,
    columns: named.has('columns') ? options.columns : [],
    orientation: options.orientation,
  };
  const checks: ['companies' | 'locations' | 'kpiTemplates', string[]][] = [
    ['companies', kept.companyIds],
    ['locations', kept.locationIds],
    ['kpiTemplates', kept.kpiTemplateId ? [kept.kpiTemplateId] : []],
  ];
  for (const [kind, ids] of checks) {
    const found = await siteIdsAmong(db, siteKey, kind, ids);
    if (ids.some((id) => !found.has(id))) throw new AppError('BAD_REQUEST', UNKNOWN_CHOICE[kind]);
  }
  return kept;
}

const UNKNOWN_CHOICE = {
  companies: 'One of the chosen companies is no longer available.',
  locations: 'One of the chosen locations is no longer available.',
  kpiTemplates: 'The chosen KPI template is no longer available.',
} as const;

function toRow(
  row: ReportConfigDbRow,
  timeZone: string,
  lastRun: { scheduledFor: Date; status: string; error: string | null } | undefined,
  now: Date,
): TReportConfigRow {
  const frequency = row.frequency as TReportFrequency;
  return {
    id: row.id,
    name: row.name,
    type: row.type as TReportType,
    frequency,
    subscribed: row.subscribed,
    whiteLabel: row.whiteLabel,
    sendTime: row.sendTime,
    paperSize: row.paperSize as TPaperSize,
    options: row.options,
    timestampLastModified: row.timestampLastModified.toISOString(),
    nextRunAt: nextReportRunAt({ frequency, sendTime: row.sendTime }, timeZone, now).toISOString(),
    lastRun: lastRun
      ? {
          at: lastRun.scheduledFor.toISOString(),
          status: lastRun.status as TReportRunStatus,
          error: lastRun.error,
        }
      : null,
  };
}

/** list: the caller's configurations on their site, by name, with the next and last run. */
export async function listReportConfigs(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  now = new Date(),
): Promise<TReportConfigRow[]> {
  const rows = await listOwnConfigs(db, scope.siteKey, scope.userId);
  const runs = await latestRuns(
    db,
    rows.map((r) => r.id),
  );
  const lastByConfig = new Map(runs.map((r) => [r.configId, r]));
  const { timezone } = await loadSite();
  return rows.map((row) => toRow(row, timezone, lastByConfig.get(row.id), now));
}

/** saveReportConfig: creates (id null, up to 50 per member) or updates one's own, of a type the site offers. */
export async function saveReportConfig(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  input: TReportConfigInput,
  now = new Date(),
): Promise<{ id: string }> {
  if (!offersReportType((await loadSite()).config, input.type))
    throw new AppError('FORBIDDEN', REPORT_DATA_MESSAGES.typeNotOffered);
  const options = await keptOptions(db, scope.siteKey, input.type, input.options);
  const fields = {
    name: input.name,
    type: input.type,
    frequency: input.frequency,
    subscribed: input.subscribed,
    whiteLabel: input.whiteLabel,
    sendTime: input.sendTime,
    paperSize: input.paperSize,
    options,
    timestampLastModified: now,
  };
  return db.transaction(async (tx) => {
    let id = input.id;
    if (id) {
      await requireOwnConfigForUpdate(tx, scope.siteKey, scope.userId, id);
      await updateConfig(tx, id, fields);
    } else {
      await lockUserConfigs(tx, scope.siteKey, scope.userId);
      if ((await countOwnConfigs(tx, scope.siteKey, scope.userId)) >= REPORT_CONFIGS_MAX)
        throw new AppError('BAD_REQUEST', REPORT_MESSAGES.tooManyConfigs);
      id = randomUUID();
      await insertConfig(tx, {
        id,
        siteKey: scope.siteKey,
        userId: scope.userId,
        timestampCreated: now,
        ...fields,
      });
    }
    await notifyChange(tx, { users: [scope.userId], topics: ['reports'], ids: [id] });
    return { id };
  });
}

/** deleteReportConfig: one's own; it stops running and its Sent log is no longer listed. */
export async function deleteReportConfig(
  db: Database,
  scope: Scope,
  id: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireOwnConfigForUpdate(tx, scope.siteKey, scope.userId, id);
    await updateConfig(tx, id, { deletedAt: now, timestampLastModified: now });
    await notifyChange(tx, { users: [scope.userId], topics: ['reports'], ids: [id] });
  });
}

/** sentLog: the runs of the caller's configurations (or one of them), newest first, 200 at most. */
export async function listSentLog(
  db: Database,
  scope: Scope,
  configId: string | null,
): Promise<TReportRunRow[]> {
  if (configId) await requireOwnConfig(db, scope.siteKey, scope.userId, configId);
  const rows = await listOwnRuns(db, scope.siteKey, scope.userId, configId);
  return rows.map(({ run, configName }) => ({
    id: run.id,
    configId: run.configId,
    configName,
    period: formatReportPeriod(run.periodFrom, run.periodTo),
    scheduledFor: run.scheduledFor.toISOString(),
    status: run.status as TReportRunStatus,
    attempts: run.attempts,
    recipients: run.recipients,
    error: run.error,
    sentAt: run.sentAt?.toISOString() ?? null,
    reportDataId: run.reportDataId,
  }));
}
