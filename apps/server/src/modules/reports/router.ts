import { REPORT_TYPE_INFO } from '@craftwork/domain/reports/report-types';
import { siteProcedure } from '../../rpc/init.ts';

/** The reports procedures (/reports, spec part 3 section 2.7). */
export const reportsRouter = {
  listReportTypes: siteProcedure.handler(() => Object.values(REPORT_TYPE_INFO)),
};
