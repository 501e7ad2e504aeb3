// The task lists' names, apart from their filters and schemas (./task-list): the drawer, in
// the app shell, links to each list and carries no schema library.

/** The task lists at /task-list/{taskParam}, in drawer order. */
export const TASK_PARAMS = [
  'All',
  'Estimate Approval',
  'Awaiting Review',
  'Scheduled',
  'In Progress',
  'Urgent',
  'Inspection',
  'Backlog',
  'Completed',
] as const;

export type TTaskParam = (typeof TASK_PARAMS)[number];

export function isTaskParam(value: string): value is TTaskParam {
  return (TASK_PARAMS as readonly string[]).includes(value);
}
