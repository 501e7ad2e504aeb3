import { z } from 'zod';
import {
  ZGenerateReportInput,
  ZReportIdInput,
  type TReportDataRow,
} from '@craftwork/domain/reports/report-types';
import { siteProcedure } from '../../rpc/init.ts';
import {
  deleteReport,
  emailReportLinks,
  generateReport,
  listReports,
  listReportTypes,
} from './report-data.service.ts';
import { reportFilterOptions } from './sources/report-sources.ts';

/** The reports procedures (/reports, spec part 3 section 2.7). */
export const reportsRouter = {
  /** The report types this site offers (inventory and KPI types only where enabled). */
  listReportTypes: siteProcedure.handler(({ context }) => listReportTypes(context.site)),

  /** The report form's choices, in the caller's scope. */
  filterOptions: siteProcedure.handler(({ context }) =>
    reportFilterOptions(context.db, context.scope),
  ),

  /** generateReport: queues a report; answers its id at once (it turns ready live). */
  generateReport: siteProcedure
    .input(ZGenerateReportInput)
    .handler(({ context, input }): Promise<{ id: string }> =>
      generateReport(context, context.scope, input),
    ),

  /** The generated reports the caller may see, newest first. */
  list: siteProcedure
    .input(z.object({}).default({}))
    .handler(({ context }): Promise<TReportDataRow[]> => listReports(context, context.scope)),

  /** emailReportDownloadURL: e-mails the caller the report's signed links. */
  emailReportDownloadURL: siteProcedure
    .input(ZReportIdInput)
    .handler(({ context, input }): Promise<{ ok: true; to: string }> =>
      emailReportLinks(context, context.scope, context.user, context.site, input.reportDataId),
    ),

  /** deleteReportData: the report and its files. */
  deleteReportData: siteProcedure
    .input(ZReportIdInput)
    .handler(async ({ context, input }): Promise<{ ok: true }> => {
      await deleteReport(context, context.scope, input.reportDataId);
      return { ok: true };
    }),
};
