/**
 * The task reports' columns (Open Tasks, Completed Tasks): the task list's export read by
 * people, so under the task list's column titles (spec part 1, the task list; the grid's
 * headers, in its order) and without the ids that open the export for machines.
 */
export const TASK_REPORT_COLUMNS = [
  { exportHeader: 'title', title: 'Title' },
  { exportHeader: 'status', title: 'Status' },
  { exportHeader: 'task type', title: 'Task Type' },
  { exportHeader: 'craft type', title: 'Craft' },
  { exportHeader: 'scheduled', title: 'Scheduled' },
  { exportHeader: 'location', title: 'Location' },
  { exportHeader: 'description', title: 'Description' },
  { exportHeader: 'assigned company', title: 'Assigned Company' },
  { exportHeader: 'urgent', title: 'Urgent' },
  { exportHeader: 'work order', title: 'Work Order' },
  { exportHeader: 'created', title: 'Created' },
  { exportHeader: 'created by', title: 'Created By' },
  { exportHeader: 'completed', title: 'Completed' },
  { exportHeader: 'craft record', title: 'Work Record' },
  { exportHeader: 'checklist', title: 'Checklist' },
] as const satisfies readonly { exportHeader: string; title: string }[];

export const TASK_REPORT_TITLES = TASK_REPORT_COLUMNS.map((c) => c.title);
export type TTaskReportColumn = (typeof TASK_REPORT_COLUMNS)[number]['title'];

/**
 * The columns a task report shows unless the user chooses others: eight, what a person reads
 * a task by, so that each keeps room on a landscape page (17 squeezed cells to 2–3 characters).
 */
export const TASK_REPORT_DEFAULT_COLUMNS: readonly TTaskReportColumn[] = [
  'Title',
  'Status',
  'Task Type',
  'Scheduled',
  'Location',
  'Assigned Company',
  'Completed',
  'Work Record',
];

/** The columns shown: the chosen ones in the task list's order, or the default when none. */
export function shownTaskColumns(chosen: readonly string[]): TTaskReportColumn[] {
  const wanted = new Set(chosen.length > 0 ? chosen : TASK_REPORT_DEFAULT_COLUMNS);
  return TASK_REPORT_COLUMNS.map((c) => c.title).filter((t) => wanted.has(t));
}

/**
 * How to turn the export's rows into the report's: the report's headers and, for each, the
 * index of its export column. An export column the report does not name is left out, and so
 * is one not in `shown` (every column when absent).
 */
export function taskReportProjection(
  exportHeaders: readonly string[],
  shown: readonly string[] = TASK_REPORT_TITLES,
): {
  headers: string[];
  pick: <T>(row: readonly T[]) => (T | null)[];
} {
  const columns = TASK_REPORT_COLUMNS.filter((c) => shown.includes(c.title))
    .map((c) => ({ title: c.title, index: exportHeaders.indexOf(c.exportHeader) }))
    .filter((c) => c.index >= 0);
  return {
    headers: columns.map((c) => c.title),
    pick: (row) => columns.map((c) => row[c.index] ?? null),
  };
}
