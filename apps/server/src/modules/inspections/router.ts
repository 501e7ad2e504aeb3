import {
  ZInspectionRecordInput,
  ZInspectionTaskInput,
  ZSetCompetentPersonInput,
} from '@craftwork/domain/compliance/inspection-report';
import { siteAdminProcedure, siteProcedure } from '../../rpc/init.ts';
import { setCompetentPerson } from './competent-person.service.ts';
import {
  getInspectionReport,
  listRecordReports,
  type TInspectionReportView,
} from './inspection-reports.service.ts';

export type { TInspectionReportView } from './inspection-reports.service.ts';

/** Inspection reports of completed scaffold inspections and competent persons. */
export const inspectionsRouter = {
  /** A task's report (null when it has none), in the caller's task scope. */
  get: siteProcedure
    .input(ZInspectionTaskInput)
    .handler(({ context, input }): Promise<TInspectionReportView | null> =>
      getInspectionReport(context.db, context.scope, input.taskId),
    ),
  /** A record's reports on the tasks the caller sees, newest first. */
  listForRecord: siteProcedure
    .input(ZInspectionRecordInput)
    .handler(({ context, input }): Promise<TInspectionReportView[]> =>
      listRecordReports(context.db, context.scope, input.craftRecordId),
    ),
  setCompetentPerson: siteAdminProcedure
    .input(ZSetCompetentPersonInput)
    .handler(({ context, input }) =>
      setCompetentPerson(
        context.db,
        { siteKey: context.scope.siteKey, actorId: context.user.id },
        input,
      ),
    ),
};
