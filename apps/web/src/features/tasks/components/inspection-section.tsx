import type { TTaskDetail } from '../api/get-task';
import { NOT_ASKED, type TCompletionSection } from './completion-section';

/**
 * The Inspection tab: asked when a scaffold inspection is completed (the UK Schedule 7 fields
 * a person types and the result).
 */
export function useInspectionSection(
  _task: TTaskDetail,
  _to: number,
  _options: { idPrefix: string; disabled: boolean; showErrors: boolean },
): TCompletionSection {
  return NOT_ASKED;
}
