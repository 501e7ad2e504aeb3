import {
  ZCompanyIdInput,
  ZCreateCompanyInput,
  ZSetCompanyLogoInput,
  ZUpdateCompanyInput,
} from '@craftwork/domain/admin/companies';
import { siteAdminProcedure } from '../../rpc/init.ts';
import { listCompanies } from './companies.repository.ts';
import { removeCompanyLogo, setCompanyLogo } from './company-logo.service.ts';
import { deleteCompany } from './delete-company.service.ts';
import { createCompany, editCompany } from './save-company.service.ts';

/** Company Management (/company-list): site admins only. */
export const companiesRouter = {
  list: siteAdminProcedure.handler(({ context }) =>
    listCompanies(context.db, context.scope.siteKey),
  ),

  create: siteAdminProcedure
    .input(ZCreateCompanyInput)
    .handler(({ context, input }) => createCompany(context.db, context.scope, input)),

  update: siteAdminProcedure.input(ZUpdateCompanyInput).handler(async ({ context, input }) => {
    const { id, ...values } = input;
    await editCompany(context.db, context.scope, id, values);
    return { ok: true as const };
  }),

  delete: siteAdminProcedure.input(ZCompanyIdInput).handler(async ({ context, input }) => {
    await deleteCompany(context.db, context.scope, input.id);
    return { ok: true as const };
  }),

  setLogo: siteAdminProcedure.input(ZSetCompanyLogoInput).handler(({ context, input }) =>
    setCompanyLogo(context.db, context.storage, context.scope, {
      ...input,
      limitMultiplier: context.env.RATE_LIMIT_MULTIPLIER,
    }),
  ),

  removeLogo: siteAdminProcedure.input(ZCompanyIdInput).handler(async ({ context, input }) => {
    await removeCompanyLogo(context.db, context.storage, context.scope, input.id);
    return { ok: true as const };
  }),
};
