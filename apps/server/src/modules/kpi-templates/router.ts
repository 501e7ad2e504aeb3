import {
  ZCreateKpiTemplateInput,
  ZKpiTemplateIdInput,
  ZUpdateKpiTemplateInput,
} from '@craftwork/domain/kpis/templates';
import { siteProcedure } from '../../rpc/init.ts';
import { deleteKpiTemplate } from './delete-kpi-template.service.ts';
import { getKpiTemplate, listKpiTemplates } from './kpi-template-view.service.ts';
import {
  createKpiTemplate,
  duplicateKpiTemplate,
  updateKpiTemplate,
} from './save-kpi-template.service.ts';

/**
 * The KPIs (v2) procedures: every approved member lists and opens templates; site admins of a
 * site that enables KPIs (v2) create, edit, duplicate and delete them (the services check).
 */
export const kpiTemplatesRouter = {
  list: siteProcedure.handler(({ context }) =>
    listKpiTemplates(context.db, context.scope, context.site),
  ),

  get: siteProcedure
    .input(ZKpiTemplateIdInput)
    .handler(({ context, input }) =>
      getKpiTemplate(context.db, context.scope, context.site, input.id),
    ),

  create: siteProcedure
    .input(ZCreateKpiTemplateInput)
    .handler(({ context, input }) =>
      createKpiTemplate(context.db, context.scope, context.site, input),
    ),

  update: siteProcedure.input(ZUpdateKpiTemplateInput).handler(async ({ context, input }) => {
    await updateKpiTemplate(context.db, context.scope, context.site, input);
    return { ok: true as const };
  }),

  duplicate: siteProcedure
    .input(ZKpiTemplateIdInput)
    .handler(({ context, input }) =>
      duplicateKpiTemplate(context.db, context.scope, context.site, input.id),
    ),

  delete: siteProcedure.input(ZKpiTemplateIdInput).handler(async ({ context, input }) => {
    await deleteKpiTemplate(context.db, context.scope, context.site, input.id);
    return { ok: true as const };
  }),
};
