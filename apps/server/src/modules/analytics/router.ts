import { ZAnalyticsFilters } from '@craftwork/domain/kpis/analytics';
import { siteProcedure } from '../../rpc/init.ts';
import { analyticsChart, analyticsFilterOptions, exportAnalytics } from './analytics.service.ts';

/**
 * The analytics procedures (/kpis/analytics, spec 2.6): every approved member, each in their
 * scope; the per-user, on-behalf-of and without-work-order charts only for plant personnel.
 */
export const analyticsRouter = {
  chart: siteProcedure
    .input(ZAnalyticsFilters)
    .handler(({ context, input }) =>
      analyticsChart(context.db, context.scope, context.site, input),
    ),

  exportCsv: siteProcedure
    .input(ZAnalyticsFilters)
    .handler(({ context, input }) =>
      exportAnalytics(context.db, context.scope, context.site, input),
    ),

  filterOptions: siteProcedure.handler(({ context }) =>
    analyticsFilterOptions(context.db, context.scope, context.site),
  ),
};
