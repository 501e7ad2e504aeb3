import type { TSiteContext } from '../../../lib/session';
import type { TTaskDetail } from '../api/get-task';

/** A completed scaffold inspection's report: the result, the restrictions and the PDF. */
export function TaskInspectionReport(_props: { task: TTaskDetail; site: TSiteContext }) {
  return null;
}
