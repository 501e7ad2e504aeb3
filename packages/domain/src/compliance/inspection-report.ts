import { z } from 'zod';
import { CRAFT_TYPE } from '../catalogues/craft-types.ts';
import { TASK_STATUS } from '../catalogues/task-statuses.ts';
import { multiLineText, oneLineText, TEXT_LIMITS } from '../text/text.ts';
import {
  INSPECTION_RESULT_LABELS,
  INSPECTION_RESULTS,
  isInspectionTaskType,
  type TInspectionResult,
} from './scaffold-state.ts';

/** The refusals and prompts of a scaffold inspection's completion and report. */
export const INSPECTION_REPORT_MESSAGES = {
  reportRequired: 'Fill in the inspection report.',
  competentPersonRequired: 'Only a competent person may complete a scaffold inspection.',
  resultRequired: 'Choose the inspection result.',
  roleRequired: "Type the inspector's role.",
  restrictionsRequired: 'Describe the restrictions of use.',
  notFound: 'This inspection report is not available.',
} as const;

/**
 * What the status dialog asks when a scaffold inspection is completed: the UK Schedule 7 fields
 * a person types (who, where, when and the inspector's name come from the task and the user).
 * The restrictions are required when the result is 'restricted', and kept only then.
 */
export const ZInspectionReportInput = z
  .object({
    result: z.enum(INSPECTION_RESULTS, { error: INSPECTION_REPORT_MESSAGES.resultRequired }),
    inspectorRole: oneLineText(TEXT_LIMITS.reference, {
      required: INSPECTION_REPORT_MESSAGES.roleRequired,
    }),
    risksFound: multiLineText(TEXT_LIMITS.longText),
    actionTaken: multiLineText(TEXT_LIMITS.longText),
    furtherAction: multiLineText(TEXT_LIMITS.longText),
    /** The restrictions in words, when the result is 'restricted'. */
    restrictions: multiLineText(TEXT_LIMITS.longText),
  })
  .refine((r) => r.result !== 'restricted' || r.restrictions.length > 0, {
    error: INSPECTION_REPORT_MESSAGES.restrictionsRequired,
    path: ['restrictions'],
  });
export type TInspectionReportInput = z.output<typeof ZInspectionReportInput>;

/**
 * Whether completing this change needs an inspection report: a Scaffolding (craft 10) task of
 * an inspection type (13, 111, 113, 114) going from any other status to 90 Complete. Other
 * crafts' inspections (hoistwells, filter cloths, mobile equipment) are not scaffold
 * inspections and complete as before.
 */
export function inspectionReportRequired(
  task: { craftType: number; taskType: number; taskStatus: number },
  toStatus: number,
): boolean {
  return (
    task.craftType === CRAFT_TYPE.SCAFFOLDING &&
    isInspectionTaskType(task.taskType) &&
    toStatus === TASK_STATUS.COMPLETE &&
    task.taskStatus !== TASK_STATUS.COMPLETE
  );
}

/** Whether the caller may complete a scaffold inspection under the site's setting. */
export function mayCompleteInspection(
  settings: { requireCompetentPerson: boolean },
  user: { competentPerson: boolean },
): boolean {
  return !settings.requireCompetentPerson || user.competentPerson;
}

/** The UK Schedule 7 (Work at Height Regulations 2005) particulars, as the report labels them. */
export const SCHEDULE_7_FIELDS = [
  'forWhom',
  'location',
  'description',
  'inspectedAt',
  'risksFound',
  'actionTaken',
  'furtherAction',
  'inspector',
] as const;
export type TSchedule7Field = (typeof SCHEDULE_7_FIELDS)[number];

export const SCHEDULE_7_LABELS: Readonly<Record<TSchedule7Field, string>> = {
  forWhom: 'Inspection carried out for',
  location: 'Location of the work equipment inspected',
  description: 'Description of the work equipment inspected',
  inspectedAt: 'Date and time of the inspection',
  risksFound: 'Matters giving rise to any risk to health or safety',
  actionTaken: 'Action taken',
  furtherAction: 'Further action considered necessary',
  inspector: 'Name and position of the person making the report',
};

export const INSPECTION_REPORT_LABELS = {
  title: 'Scaffold inspection report',
  result: 'Result',
  restrictions: 'Restrictions of use',
  inspectorRole: "Inspector's role",
  pdfLink: 'Inspection report (PDF)',
  none: 'None recorded.',
} as const;

/** The result in words ("Safe to use with restrictions"). */
export function inspectionResultLabel(result: TInspectionResult): string {
  return INSPECTION_RESULT_LABELS[result];
}

/**
 * The report's description of the equipment: the record's title, its tag number and the
 * task's description, the empty ones left out.
 */
export function inspectionDescription(parts: {
  recordTitle: string;
  tagNumber: string | null;
  taskDescription: string;
}): string {
  return [
    parts.recordTitle.trim(),
    parts.tagNumber?.trim() ? `Tag ${parts.tagNumber.trim()}` : '',
    parts.taskDescription.trim(),
  ]
    .filter(Boolean)
    .join(' \u2014 ');
}

/** The restrictions kept for a result: only a restricted result keeps them. */
export function keptRestrictions(input: TInspectionReportInput): string {
  return input.result === 'restricted' ? input.restrictions : '';
}

const ZId = z.string().min(1).max(TEXT_LIMITS.id);

/** inspections.get: the report of one task. */
export const ZInspectionTaskInput = z.object({ taskId: ZId });
/** inspections.listForRecord: a record's reports. */
export const ZInspectionRecordInput = z.object({ craftRecordId: ZId });
/** inspections.setCompetentPerson (site admins). */
export const ZSetCompetentPersonInput = z.object({ userId: ZId, competent: z.boolean() });
export type TSetCompetentPersonInput = z.output<typeof ZSetCompetentPersonInput>;

/** The REST path of a task's inspection report PDF. */
export const inspectionReportPdfPath = (taskId: string) =>
  `/api/inspections/${encodeURIComponent(taskId)}/pdf`;
