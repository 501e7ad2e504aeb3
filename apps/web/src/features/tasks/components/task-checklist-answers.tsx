import type { TSiteContext } from '../../../lib/session';
import type { TTaskDetail } from '../api/get-task';

/** The checklist answers stored with a completed task. */
export function TaskChecklistAnswers(_props: { task: TTaskDetail; site: TSiteContext }) {
  return null;
}
