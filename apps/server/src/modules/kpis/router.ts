import {
  ZKpiBarTasksInput,
  ZKpiDashboardInput,
  ZKpiOpenWorkInput,
} from '@craftwork/domain/kpis/dashboard';
import { siteProcedure } from '../../rpc/init.ts';
import { requireKpisEnabled } from './kpi-scope.ts';
import { kpiBarTasks, kpiDashboard } from './kpis.service.ts';
import { kpiFilterOptions, kpiStanding, openWorkByAge } from './open-work.service.ts';

/** A procedure of the KPI screens: an approved member of a site that enables KPIs. */
const kpisProcedure = siteProcedure.use(async ({ context, next }) => {
  await requireKpisEnabled(context.site);
  return next();
});

/**
 * The historical KPI dashboard's procedures (spec part 3, 2.5): any approved member of a site
 * that enables KPIs, each in their KPI scope (kpi-scope.ts: company users their company's
 * figures, everyone their selected locations').
 */
export const kpisRouter = {
  dashboard: kpisProcedure
    .input(ZKpiDashboardInput)
    .handler(async ({ context, input }) =>
      kpiDashboard(context.db, context.scope, await context.site(), input),
    ),

  barTasks: kpisProcedure
    .input(ZKpiBarTasksInput)
    .handler(async ({ context, input }) =>
      kpiBarTasks(context.db, context.scope, await context.site(), input),
    ),

  standing: kpisProcedure.handler(({ context }) => kpiStanding(context.db, context.scope)),

  filterOptions: kpisProcedure.handler(async ({ context }) =>
    kpiFilterOptions(context.db, context.scope, await context.site()),
  ),

  openWorkByAge: kpisProcedure
    .input(ZKpiOpenWorkInput)
    .handler(({ context, input }) => openWorkByAge(context.db, context.scope, input)),
};
