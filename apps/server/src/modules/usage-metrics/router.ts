import {
  ZUsageByCompanyInput,
  ZUsageMetricsFilter,
  ZUsageMetricsListInput,
} from '@craftwork/domain/usage/usage-metrics';
import { siteProcedure } from '../../rpc/init.ts';
import {
  exportUsage,
  listUsage,
  listUsageByCompany,
  usageFilterOptions,
} from './usage-metrics.service.ts';

/**
 * The usage-metrics procedures (/usage-metrics, decision 147): any approved member of the
 * site; plant personnel and site admins read every member, company users their company's.
 */
export const usageMetricsRouter = {
  list: siteProcedure
    .input(ZUsageMetricsListInput)
    .handler(({ context, input }) => listUsage(context.db, context.scope, context.site, input)),

  byCompany: siteProcedure
    .input(ZUsageByCompanyInput)
    .handler(({ context, input }) =>
      listUsageByCompany(context.db, context.scope, context.site, input),
    ),

  exportCsv: siteProcedure
    .input(ZUsageMetricsFilter)
    .handler(({ context, input }) => exportUsage(context.db, context.scope, context.site, input)),

  filterOptions: siteProcedure.handler(({ context }) =>
    usageFilterOptions(context.db, context.scope),
  ),
};
