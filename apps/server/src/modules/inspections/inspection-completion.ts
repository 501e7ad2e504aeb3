import {
  INSPECTION_REPORT_MESSAGES,
  inspectionDescription,
  inspectionReportRequired,
  keptRestrictions,
  mayCompleteInspection,
} from '@craftwork/domain/compliance/inspection-report';
import { complianceSettingsOf } from '@craftwork/domain/compliance/settings';
import type { TSetTaskStatusInput } from '@craftwork/domain/tasks/schemas';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import type { SiteConfig } from '../../site-config/site-config.ts';
import type { Task } from '../tasks/index.ts';
import { reportContext, saveReport } from './inspections.repository.ts';

/**
 * Completing a scaffold inspection: refuses one by a user who is not a competent person when
 * the site asks for it, and writes the inspection report (the Schedule 7 fields), in the status
 * change's transaction. "For whom" is the task's customer, else the site; the location is the
 * task's location; the description names the record, its tag and the task.
 */
export async function recordInspection(
  tx: DbOrTx,
  scope: Scope,
  site: SiteConfig,
  task: Task,
  input: TSetTaskStatusInput,
  now: Date,
): Promise<void> {
  if (!inspectionReportRequired(task, input.status)) return;
  const context = await reportContext(tx, scope.siteKey, task.id, scope.userId);
  const settings = complianceSettingsOf(site.customizations);
  if (!mayCompleteInspection(settings, context.inspector)) {
    throw new AppError('FORBIDDEN', INSPECTION_REPORT_MESSAGES.competentPersonRequired);
  }
  const report = input.inspection;
  if (!report) throw new AppError('BAD_REQUEST', INSPECTION_REPORT_MESSAGES.reportRequired);
  const about = context.task;
  await saveReport(tx, {
    taskId: task.id,
    siteKey: scope.siteKey,
    craftRecordId: task.craftRecordId,
    result: report.result,
    forWhom: about?.customerName || about?.siteName || site.name,
    location: about?.locationTitle ?? '',
    description: inspectionDescription({
      recordTitle: about?.recordTitle ?? task.title,
      tagNumber: about?.tagNumber ?? null,
      taskDescription: task.description,
    }),
    risksFound: report.risksFound,
    actionTaken: report.actionTaken,
    furtherAction: report.furtherAction,
    restrictions: keptRestrictions(report),
    inspectorUserId: scope.userId,
    inspectorName: context.inspector.name,
    inspectorRole: report.inspectorRole,
    inspectedAt: now,
  });
  // The scaffold's state (tag page, compliance lists) follows the new result.
  await notifyChange(tx, {
    site: scope.siteKey,
    topics: ['compliance'],
    ids: [task.craftRecordId],
  });
}
