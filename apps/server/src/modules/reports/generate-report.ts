import type { Services } from '../../rpc/context.ts';

/**
 * Writes a queued report's CSV and PDF into file storage (streamed, in the requester's scope
 * kept on the row), updating its status and progress live; a failure is recorded on the row.
 * Run by the `report-generate` job, or in-process when jobs are off.
 */
export async function generateReportFiles(services: Services, reportDataId: string): Promise<void> {
  services.log(`Reports: generation of ${reportDataId} is not written yet.`);
}
