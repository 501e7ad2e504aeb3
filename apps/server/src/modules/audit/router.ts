import { ZAuditListFilter, ZAuditListInput } from '@craftwork/domain/admin/audit-list';
import { siteAdminProcedure } from '../../rpc/init.ts';
import { exportAudit, listAudit } from './audit-list.service.ts';

/** The audit procedures: the site's audit list and its export, for site admins. */
export const auditRouter = {
  list: siteAdminProcedure
    .input(ZAuditListInput)
    .handler(({ context, input }) => listAudit(context.db, context.scope, context.site, input)),

  exportCsv: siteAdminProcedure
    .input(ZAuditListFilter)
    .handler(({ context, input }) => exportAudit(context.db, context.scope, context.site, input)),
};
