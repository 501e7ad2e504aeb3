import { formatExportFileDate } from '@craftwork/domain/format/dates';
import { exportFileName, toCsv } from '@craftwork/domain/lists/csv';
import type { TAssignedTaskListFilter } from '@craftwork/domain/lists/queries';
import { CLOSED_TASK_STATUSES } from '@craftwork/domain/catalogues/task-statuses';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import { allTasks, pageTasks, taskCsvTable, toTaskRow, type TaskQuery } from '../tasks/index.ts';
import { requireAssignmentsEnabled } from './assign-task.service.ts';

/** Most rows an export holds (as the task lists). */
const EXPORT_ROW_LIMIT = 50_000;

/** The caller's open (not Complete, not Canceled), live tasks in scope assigned to them. */
function mineQuery(scope: Scope, filter: TAssignedTaskListFilter): TaskQuery {
  return {
    ...filter,
    deleted: false,
    criteria: { excludedStatuses: CLOSED_TASK_STATUSES },
    assignedTo: scope.userId,
  };
}

/** /assigned-tasks: a page of the open tasks assigned to me, with the task lists' rows. */
export async function listMine(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  input: TAssignedTaskListFilter & { page: number; pageSize: number },
) {
  await requireAssignmentsEnabled(loadSite);
  const { rows, ...total } = await pageTasks(db, scope, mineQuery(scope, input), input);
  return { rows: rows.map(toTaskRow), ...total };
}

/** 'Assigned Tasks - {MM-DD-YYYY}.csv' of the same rows, with the task lists' columns. */
export async function exportMine(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  filter: TAssignedTaskListFilter,
  now = new Date(),
) {
  const site = await requireAssignmentsEnabled(loadSite);
  const rows = await allTasks(db, scope, mineQuery(scope, filter), EXPORT_ROW_LIMIT);
  const { headers, lines } = taskCsvTable(rows, site.timezone);
  return {
    filename: exportFileName('assignedTasks', formatExportFileDate(now, site.timezone)),
    csv: toCsv(headers, lines),
    rows: rows.length,
  };
}
