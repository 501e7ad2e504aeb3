/**
 * The task reports' columns (Open Tasks, Completed Tasks): the task list's export read by
 * people, so under the task list's column titles (spec part 1, the task list; the grid's
 * headers, in its order) and without the ids that open the export for machines.
 */
export const TASK_REPORT_COLUMNS: readonly { exportHeader: string; title: string }[] = [
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
];

/**
 * How to turn the export's rows into the report's: the report's headers and, for each, the
 * index of its export column. An export column the report does not name is left out.
 */
export function taskReportProjection(exportHeaders: readonly string[]): {
  headers: string[];
  pick: <T>(row: readonly T[]) => (T | null)[];
} {
  const columns = TASK_REPORT_COLUMNS.map((c) => ({
    title: c.title,
    index: exportHeaders.indexOf(c.exportHeader),
  })).filter((c) => c.index >= 0);
  return {
    headers: columns.map((c) => c.title),
    pick: (row) => columns.map((c) => row[c.index] ?? null),
  };
}
