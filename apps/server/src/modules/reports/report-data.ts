import { randomUUID } from 'node:crypto';
import { REPORT_DATA_MESSAGES } from '@craftwork/domain/reports/access';
import type { TGenerateReportInput, TReportType } from '@craftwork/domain/reports/report-types';
import { type TSiteCustomizations } from '@craftwork/domain/site/site';
import { inventoryEnabled, kpisEnabled } from '@craftwork/domain/site/customizations';
import type { Scope } from '../../access/scope.ts';
import type { Services } from '../../rpc/context.ts';
import { AppError } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { loadSiteConfig } from '../../site-config/site-config.ts';
import { insertReportData } from './report-data.repository.ts';
import { linkExpiry, signedReportPath } from './report-links.ts';

/** Whether a site offers a report type: inventory and KPI reports only where those are on. */
export function offersReportType(config: TSiteCustomizations, type: TReportType): boolean {
  if (type === 'inventory-summary') return inventoryEnabled(config);
  if (type === 'kpi-summary') return kpisEnabled(config);
  return true;
}

/**
 * Records a report as queued in the requester's scope (their company, plant personnel flag and
 * locations kept on the row) and queues its files. `configId` marks a scheduled run's report;
 * `queue: false` leaves the generation to the caller (generateReportFiles).
 */
export async function createReportData(
  services: Services,
  scope: Scope,
  input: TGenerateReportInput,
  options: { configId?: string | null; queue?: boolean } = {},
): Promise<{ id: string }> {
  const site = await loadSiteConfig(services.db, scope.siteKey);
  if (!offersReportType(site.config, input.type))
    throw new AppError('FORBIDDEN', REPORT_DATA_MESSAGES.typeNotOffered);
  const id = randomUUID();
  await services.db.transaction(async (tx) => {
    await insertReportData(tx, {
      id,
      siteKey: scope.siteKey,
      type: input.type,
      status: 'queued',
      options: input.options,
      paperSize: input.paperSize,
      whiteLabel: input.whiteLabel,
      createdBy: scope.userId,
      companyId: scope.isPlantPersonnel ? null : scope.companyId,
      plantPersonnel: scope.isPlantPersonnel,
      locationIds: [...scope.locationIds],
      configId: options.configId ?? null,
    });
    await notifyChange(tx, { site: scope.siteKey, topics: ['reports'], ids: [id] });
  });
  if (options.queue ?? true) await services.reportQueue.generate(id);
  return { id };
}

/** The signed download links of a ready report (absolute, from PUBLIC_URL; valid 7 days). */
export function reportDownloadLinks(
  services: Services,
  reportDataId: string,
  now: Date = new Date(),
): { csvUrl: string; pdfUrl: string; expiresAt: Date } {
  const expires = linkExpiry(now);
  const url = (format: 'csv' | 'pdf') =>
    `${services.env.publicUrl}${signedReportPath(services.linkSecret, reportDataId, format, expires)}`;
  return { csvUrl: url('csv'), pdfUrl: url('pdf'), expiresAt: new Date(expires * 1000) };
}
