import {
  ZSaveCraftDetailFieldsInput,
  ZSaveTaskDetailFieldsInput,
} from '@craftwork/domain/details/field-config';
import { siteAdminProcedure } from '../../rpc/init.ts';
import {
  getDetailFields,
  saveCraftDetailFields,
  saveTaskDetailFields,
} from './detail-fields.service.ts';

/** The detail-field editors' procedures (site settings: craft and task detail fields). */
export const detailFieldsRouter = {
  get: siteAdminProcedure.handler(async ({ context }) => getDetailFields(await context.site())),

  saveCraftFields: siteAdminProcedure
    .input(ZSaveCraftDetailFieldsInput)
    .handler(({ context, input }) => saveCraftDetailFields(context.db, context.scope, input)),

  saveTaskFields: siteAdminProcedure
    .input(ZSaveTaskDetailFieldsInput)
    .handler(({ context, input }) => saveTaskDetailFields(context.db, context.scope, input)),
};
