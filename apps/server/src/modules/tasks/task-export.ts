/**
 * The task lists' export read a batch at a time: tasks.exportCsv collects it into one CSV, a
 * report streams it (Open Tasks, Completed Tasks). One definition of the list's rows, order and
 * cells for both, so a report's CSV equals the list's export of the same filters.
 */
import type { TCsvValue } from '@craftwork/domain/lists/csv';
import type { TTaskListFilter } from '@craftwork/domain/lists/queries';
import { taskListCriteria } from '@craftwork/domain/lists/task-list';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { checklistSummariesOf } from './task-view.repository.ts';
import {
  taskCsvTable,
  taskIdsInOrder,
  tasksWithIds,
  type TaskQuery,
  type TaskRowData,
} from './tasks.repository.ts';

export type { TaskQuery } from './tasks.repository.ts';

/** Rows per batch (a report's batches hold at most 1,000 rows). */
export const TASK_EXPORT_BATCH = 1_000;

/**
 * Most rows a report reads (its ids are held in memory, about 40 bytes each); a list export
 * keeps its own 50,000.
 */
export const TASK_REPORT_ROW_LIMIT = 500_000;

/** The query of a live task list (/task-list/{taskParam}) with its filters, at `now`. */
export function taskListQuery(filter: TTaskListFilter, timeZone: string, now: Date): TaskQuery {
  // A chosen range replaces the default 30 days; an open end stays open.
  const chosen = filter.completedFrom !== null || filter.completedTo !== null;
  const completedRange =
    filter.taskParam === 'Completed' && chosen
      ? {
          from: filter.completedFrom ? new Date(filter.completedFrom) : new Date(0),
          to: filter.completedTo ? new Date(filter.completedTo) : new Date('9999-12-31T00:00:00Z'),
        }
      : undefined;
  return {
    ...filter,
    deleted: false,
    criteria: taskListCriteria(filter.taskParam, { now, timeZone, completedRange }),
  };
}

/** An export being read: its headers, how many rows it holds, and its lines a batch at a time. */
export type TTaskExport = {
  headers: readonly string[];
  total: number;
  batches: AsyncIterable<TCsvValue[][]>;
};

/**
 * The export of a task query in the list's order: the matching ids are read first (up to
 * `max`, which fixes `total`), then their rows `batchSize` at a time, each batch still under
 * the scope and the filters (a task changed meanwhile so that it no longer matches is left
 * out), its cells as the list's CSV writes them.
 */
export async function openTaskExport(
  db: DbOrTx,
  scope: Scope,
  query: TaskQuery,
  timeZone: string,
  max: number,
  batchSize = TASK_EXPORT_BATCH,
): Promise<TTaskExport> {
  const ids = await taskIdsInOrder(db, scope, query, max);
  async function* batches() {
    for (let i = 0; i < ids.length; i += batchSize) {
      const chunk = ids.slice(i, i + batchSize);
      const byId = new Map<string, TaskRowData>();
      for (const row of await tasksWithIds(db, scope, query, chunk)) byId.set(row.id, row);
      const rows = chunk.flatMap((id) => {
        const row = byId.get(id);
        return row ? [row] : [];
      });
      // The checklist answers stored with each task, "Label: answer; …".
      const checklists = await checklistSummariesOf(db, scope.siteKey, chunk);
      const { lines } = taskCsvTable(rows, timeZone);
      yield lines.map((line, i) => [...line, checklists.get(rows[i]?.id ?? '') ?? null]);
    }
  }
  const headers = [...taskCsvTable([], timeZone).headers, 'checklist'];
  return { headers, total: ids.length, batches: batches() };
}
