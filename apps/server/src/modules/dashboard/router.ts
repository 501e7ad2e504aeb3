import { ZDashboardInput } from '@craftwork/domain/lists/queries';
import { siteProcedure } from '../../rpc/init.ts';
import { dashboardSummary } from './dashboard.service.ts';

export const dashboardRouter = {
  summary: siteProcedure
    .input(ZDashboardInput)
    .handler(({ context, input }) => dashboardSummary(context.db, context.scope, input.craftType)),
};
