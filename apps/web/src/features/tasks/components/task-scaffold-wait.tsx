import type { TSiteContext } from '../../../lib/session';
import type { TTaskDetail } from '../api/get-task';

/** Whether the task waits for its scaffold ('Waiting for scaffold', with the scaffold and the reason), and the control to mark it as needing one. */
export function TaskScaffoldWait(_props: { task: TTaskDetail; site: TSiteContext }) {
  return null;
}
