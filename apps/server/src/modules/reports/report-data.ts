import type { TGenerateReportInput } from '@craftwork/domain/reports/report-types';
import type { Scope } from '../../access/scope.ts';
import type { Services } from '../../rpc/context.ts';
import { AppError } from '../../errors.ts';

/**
 * Records a report as queued in the requester's scope (their company, plant personnel flag and
 * locations kept on the row) and queues its files. `configId` marks a scheduled run's report.
 */
export async function createReportData(
  services: Services,
  scope: Scope,
  input: TGenerateReportInput,
  options: { configId?: string | null; queue?: boolean } = {},
): Promise<{ id: string }> {
  void services;
  void scope;
  void input;
  void options;
  throw new AppError('BAD_REQUEST', 'Reports are not written yet.');
}

/** The signed download links of a ready report (absolute, from PUBLIC_URL; valid 7 days). */
export function reportDownloadLinks(
  services: Services,
  reportDataId: string,
  now: Date = new Date(),
): { csvUrl: string; pdfUrl: string; expiresAt: Date } {
  void services;
  void reportDataId;
  return { csvUrl: '', pdfUrl: '', expiresAt: now };
}
