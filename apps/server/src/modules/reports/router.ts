import { z } from 'zod';
import {
  REPORT_TYPE_INFO,
  ZGenerateReportInput,
  ZReportIdInput,
  type TReportDataRow,
} from '@craftwork/domain/reports/report-types';
import { siteProcedure } from '../../rpc/init.ts';
import { AppError } from '../../errors.ts';
import { reportFilterOptions } from './sources/report-sources.ts';

const notYet = () => {
  throw new AppError('BAD_REQUEST', 'Reports are not written yet.');
};

/** The reports procedures (/reports, spec part 3 section 2.7). */
export const reportsRouter = {
  /** The report types this site offers (inventory and KPI types only where enabled). */
  listReportTypes: siteProcedure.handler(() => Object.values(REPORT_TYPE_INFO)),

  /** The report form's choices, in the caller's scope. */
  filterOptions: siteProcedure.handler(({ context }) =>
    reportFilterOptions(context.db, context.scope),
  ),

  /** generateReport: queues a report; answers its id at once (it turns ready live). */
  generateReport: siteProcedure
    .input(ZGenerateReportInput)
    .handler((): Promise<{ id: string }> => notYet()),

  /** The generated reports the caller may see, newest first. */
  list: siteProcedure
    .input(z.object({}).default({}))
    .handler(async (): Promise<TReportDataRow[]> => []),

  /** emailReportDownloadURL: e-mails the caller the report's signed links. */
  emailReportDownloadURL: siteProcedure
    .input(ZReportIdInput)
    .handler((): Promise<{ ok: true; to: string }> => notYet()),

  /** deleteReportData: the report and its files. */
  deleteReportData: siteProcedure
    .input(ZReportIdInput)
    .handler((): Promise<{ ok: true }> => notYet()),
};
