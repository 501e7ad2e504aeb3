import type { TTaskDetail } from '../api/get-task';
import { NOT_ASKED, type TCompletionSection } from './completion-section';

/** The Checklist tab: asked when a task whose type has a checklist template is completed. */
export function useChecklistSection(
  _task: TTaskDetail,
  _to: number,
  _options: { idPrefix: string; disabled: boolean; showErrors: boolean },
): TCompletionSection {
  return NOT_ASKED;
}
