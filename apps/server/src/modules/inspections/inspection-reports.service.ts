import {
  INSPECTION_REPORT_MESSAGES,
  inspectionReportPdfPath,
  inspectionResultLabel,
} from '@craftwork/domain/compliance/inspection-report';
import type { TInspectionResult } from '@craftwork/domain/compliance/scaffold-state';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import { requireCraftRecord } from '../records/index.ts';
import {
  findReportInScope,
  listReportsInScope,
  taskInScope,
  type InspectionReportRow,
} from './inspections.repository.ts';

/** A completed scaffold inspection's report as the task card and the record show it. */
export type TInspectionReportView = {
  taskId: string;
  craftRecordId: string;
  taskTitle: string;
  recordTitle: string;
  tagNumber: string | null;
  result: TInspectionResult;
  resultLabel: string;
  forWhom: string;
  location: string;
  description: string;
  risksFound: string;
  actionTaken: string;
  furtherAction: string;
  restrictions: string;
  inspectorName: string;
  inspectorRole: string;
  inspectedAt: string;
  pdfPath: string;
};

function toView(row: {
  report: InspectionReportRow;
  taskTitle: string;
  recordTitle: string;
  tagNumber: string | null;
}): TInspectionReportView {
  const r = row.report;
  return {
    taskId: r.taskId,
    craftRecordId: r.craftRecordId,
    taskTitle: row.taskTitle,
    recordTitle: row.recordTitle,
    tagNumber: row.tagNumber,
    result: r.result,
    resultLabel: inspectionResultLabel(r.result),
    forWhom: r.forWhom,
    location: r.location,
    description: r.description,
    risksFound: r.risksFound,
    actionTaken: r.actionTaken,
    furtherAction: r.furtherAction,
    restrictions: r.restrictions,
    inspectorName: r.inspectorName,
    inspectorRole: r.inspectorRole,
    inspectedAt: r.inspectedAt.toISOString(),
    pdfPath: inspectionReportPdfPath(r.taskId),
  };
}

/**
 * inspections.get: a task's report, or null when the task has none (not a scaffold inspection,
 * or not completed); a task outside the caller's scope is not found.
 */
export async function getInspectionReport(
  db: DbOrTx,
  scope: Scope,
  taskId: string,
): Promise<TInspectionReportView | null> {
  if (!(await taskInScope(db, scope, taskId))) {
    throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  }
  const row = await findReportInScope(db, scope, taskId);
  return row ? toView(row) : null;
}

/** The report for the PDF route: only a report of a task in the caller's scope. */
export async function requireInspectionReport(
  db: DbOrTx,
  scope: Scope,
  taskId: string,
): Promise<TInspectionReportView> {
  const row = await findReportInScope(db, scope, taskId);
  if (!row) throw new AppError('NOT_FOUND', INSPECTION_REPORT_MESSAGES.notFound);
  return toView(row);
}

/** inspections.listForRecord: a record's reports on the tasks the caller sees, newest first. */
export async function listRecordReports(
  db: DbOrTx,
  scope: Scope,
  craftRecordId: string,
): Promise<TInspectionReportView[]> {
  await requireCraftRecord(db, scope, craftRecordId);
  return (await listReportsInScope(db, scope, craftRecordId)).map(toView);
}
