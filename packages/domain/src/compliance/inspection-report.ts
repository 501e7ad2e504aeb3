import { z } from 'zod';
import { multiLineText, oneLineText, TEXT_LIMITS } from '../text/text.ts';
import { INSPECTION_RESULTS } from './scaffold-state.ts';

/**
 * What the status dialog asks when a scaffold inspection is completed: the UK Schedule 7 fields
 * a person types (who, where, when and the inspector's name come from the task and the user).
 */
export const ZInspectionReportInput = z.object({
  result: z.enum(INSPECTION_RESULTS),
  inspectorRole: oneLineText(TEXT_LIMITS.reference),
  risksFound: multiLineText(TEXT_LIMITS.longText),
  actionTaken: multiLineText(TEXT_LIMITS.longText),
  furtherAction: multiLineText(TEXT_LIMITS.longText),
  /** The restrictions in words, when the result is 'restricted'. */
  restrictions: multiLineText(TEXT_LIMITS.longText),
});
export type TInspectionReportInput = z.output<typeof ZInspectionReportInput>;
