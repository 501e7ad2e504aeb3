import { ZKpiConfigChanges, ZKpiConfigReset } from '@craftwork/domain/kpis/config-update';
import { siteAdminProcedure, siteProcedure } from '../../rpc/init.ts';
import { getKpiConfig, resetKpiConfigOf, updateKpiConfig } from './kpi-config.service.ts';

/**
 * The kpi-config procedures: every approved member reads the site's KPI cards (the dashboard
 * draws them); site admins change them or put them back to the defaults.
 */
export const kpiConfigRouter = {
  get: siteProcedure.handler(({ context }) => getKpiConfig(context.db, context.scope)),

  update: siteAdminProcedure
    .input(ZKpiConfigChanges)
    .handler(({ context, input }) => updateKpiConfig(context.db, context.scope, input)),

  reset: siteAdminProcedure
    .input(ZKpiConfigReset)
    .handler(({ context, input }) => resetKpiConfigOf(context.db, context.scope, input.key)),
};
