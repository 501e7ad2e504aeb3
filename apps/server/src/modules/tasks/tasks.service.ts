import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { ERROR_REASONS } from '@craftwork/domain/errors/errors';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { formatExportFileDate } from '@craftwork/domain/format/dates';
import { csvFromBatches, exportFileName } from '@craftwork/domain/lists/csv';
import {
  parseRefPath,
  type TDeletedTaskListFilter,
  type TTaskListFilter,
} from '@craftwork/domain/lists/queries';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { keysetPage, type KeysetRead } from '../../db/keyset.ts';
import { AppError, NOT_AVAILABLE_MESSAGE, PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { recountCraftRecord } from '../records/index.ts';
import { findSite } from '../../site-config/site-config.repository.ts';
import { openTaskExport, taskListQuery } from './task-export.ts';
import {
  findTask,
  keysetTaskKeys,
  liveTasksWithIds,
  pageTasks,
  toTaskRow as toRow,
  type TaskQuery,
} from './tasks.repository.ts';
import { findCraftRecord, insertTaskEventRow, updateTask } from './task-writes.repository.ts';

export const EXPORT_ROW_LIMIT = 50_000;

export type TaskRow = ReturnType<typeof toRow>;

async function siteTimeZone(db: Database, scope: Scope) {
  return (await findSite(db, scope.siteKey))?.timezone ?? 'UTC';
}

const deletedQuery = (filter: TDeletedTaskListFilter): TaskQuery => ({
  ...filter,
  deleted: true,
  criteria: null,
});

export async function listTasks(
  db: Database,
  scope: Scope,
  input: TTaskListFilter & { page: number; pageSize: number },
  now = new Date(),
) {
  const query = taskListQuery(input, await siteTimeZone(db, scope), now);
  const { rows, ...total } = await pageTasks(db, scope, query, input);
  return { rows: rows.map(toRow), ...total };
}

/**
 * A keyset page of a live list (the public API's walk and sync): the same scope and membership
 * as listTasks, the same rows, in (created or modified, id) order. Without a task list
 * (`taskParam` null), every live task of every status: a sync must also see the task that
 * was completed or cancelled since, which the open lists no longer hold.
 */
export async function keysetTasks(
  db: Database,
  scope: Scope,
  filter: Omit<TTaskListFilter, 'taskParam'> & { taskParam: TTaskListFilter['taskParam'] | null },
  read: KeysetRead,
  now = new Date(),
) {
  const { taskParam } = filter;
  const query =
    taskParam === null
      ? { ...taskListQuery({ ...filter, taskParam: 'All' }, 'UTC', now), criteria: null }
      : taskListQuery({ ...filter, taskParam }, await siteTimeZone(db, scope), now);
  const keys = await keysetTaskKeys(db, scope, query, read);
  return keysetPage(
    keys,
    read.limit,
    (ids) => liveTasksWithIds(db, scope, ids),
    // The list's row, and its last change for the next sync's `updated_since`.
    (row, key) => ({ ...toRow(row), timestampLastModified: key.modifiedAt }),
  );
}

export function requireDeletePermission(scope: Scope) {
  if (!scope.permissions.canDeleteTasks) throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
}

export async function listDeletedTasks(
  db: Database,
  scope: Scope,
  input: TDeletedTaskListFilter & { page: number; pageSize: number },
) {
  requireDeletePermission(scope);
  const { rows, ...total } = await pageTasks(db, scope, deletedQuery(input), input);
  return { rows: rows.map(toRow), ...total };
}

async function exportCsv(
  db: Database,
  scope: Scope,
  query: TaskQuery,
  list: 'tasks' | 'deletedTasks',
  timeZone: string,
  now: Date,
) {
  const { headers, batches } = await openTaskExport(db, scope, query, timeZone, EXPORT_ROW_LIMIT);
  const { csv, rows } = await csvFromBatches(headers, batches);
  return { filename: exportFileName(list, formatExportFileDate(now, timeZone)), csv, rows };
}

export async function exportTasks(
  db: Database,
  scope: Scope,
  filter: TTaskListFilter,
  now = new Date(),
) {
  const timeZone = await siteTimeZone(db, scope);
  return exportCsv(db, scope, taskListQuery(filter, timeZone, now), 'tasks', timeZone, now);
}

export async function exportDeletedTasks(
  db: Database,
  scope: Scope,
  filter: TDeletedTaskListFilter,
  now = new Date(),
) {
  requireDeletePermission(scope);
  return exportCsv(
    db,
    scope,
    deletedQuery(filter),
    'deletedTasks',
    await siteTimeZone(db, scope),
    now,
  );
}

/** restoreTask: only while its craft record is not itself deleted. */
export async function restoreTask(db: Database, scope: Scope, refPath: string) {
  requireDeletePermission(scope);
  const ref = parseRefPath(refPath);
  if (!ref || ref.collection !== 'tasks' || ref.siteKey !== scope.siteKey) {
    throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  }
  await db.transaction(async (tx) => {
    const task = await findTask(tx, scope, ref.id);
    if (!task?.deletedAt) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
    const record = await findCraftRecord(tx, task.craftRecordId);
    if (!record || record.deletedAt)
      throw new AppError('CONFLICT', MESSAGES.cannotBeRestored, ERROR_REASONS.cannotBeRestored);
    await updateTask(tx, task.id, {
      deletedAt: null,
      deletedBy: null,
      timestampLastModified: new Date(),
      lastModifiedBy: scope.userId,
    });
    await recountCraftRecord(tx, task.craftRecordId);
    await insertTaskEventRow(tx, {
      id: randomUUID(),
      siteKey: scope.siteKey,
      eventType: EVENT_TYPE.TASK_RESTORED,
      craftRecordId: task.craftRecordId,
      taskId: task.id,
      assignedCompanyId: task.assignedCompanyId,
      taskStatus: task.taskStatus,
      title: task.title,
      createdBy: scope.userId,
    });
    await notifyChange(tx, {
      site: scope.siteKey,
      topics: ['tasks', 'craftRecords'],
      ids: [task.id, task.craftRecordId],
    });
  });
}
