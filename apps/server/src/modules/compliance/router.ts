import {
  ZCreateInspectionTasksInput,
  ZDigestSubscriptionInput,
} from '@craftwork/domain/compliance/compliance';
import { siteProcedure } from '../../rpc/init.ts';
import {
  complianceSummary,
  createInspectionTasks,
  listIdle,
  listOverdue,
  setDigestSubscription,
} from './compliance.service.ts';

export type { TIdleScaffold, TOverdueScaffold } from './compliance.service.ts';

/**
 * Compliance (/compliance): overdue scaffold inspections, idle scaffolds, inspection tasks in
 * bulk and the daily e-mail, each in the caller's scope (plant personnel every record of their
 * locations, company users their company's records).
 */
export const complianceRouter = {
  overdue: siteProcedure.handler(({ context }) => listOverdue(context.db, context.scope)),

  idle: siteProcedure.handler(({ context }) => listIdle(context.db, context.scope)),

  summary: siteProcedure.handler(({ context }) => complianceSummary(context.db, context.scope)),

  createInspectionTasks: siteProcedure
    .input(ZCreateInspectionTasksInput)
    .handler(({ context, input }) =>
      createInspectionTasks(context.db, context.scope, input.recordIds),
    ),

  setDigestSubscription: siteProcedure
    .input(ZDigestSubscriptionInput)
    .handler(({ context, input }) =>
      setDigestSubscription(context.db, context.scope, input.subscribed),
    ),
};
