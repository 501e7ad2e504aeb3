import { mayUpdateTask } from '@craftwork/domain/access/ownership';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { CLOSED_TASK_STATUSES } from '@craftwork/domain/catalogues/task-statuses';
import { SCAFFOLD_BLOCK_REASON_TEXTS } from '@craftwork/domain/compliance/scaffold-state';
import {
  canBeNeededScaffold,
  scaffoldWaitReason,
  WAITING_TEXTS,
  type TScaffoldCandidatesInput,
  type TSetNeedsScaffoldInput,
  type TWaitingReason,
} from '@craftwork/domain/compliance/waiting';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { writeTaskEvent } from '../events/index.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import { lockTask, requireTaskUpdate } from '../tasks/index.ts';
import { updateTask } from '../tasks/index.ts';
import { waitingReasonOf } from './waiting-hooks.ts';
import {
  factsOf,
  findLinkableRecord,
  findLiveTaskInScope,
  findScaffoldFacts,
  inspectionIntervalDays,
  listWaitingTasks,
  scaffoldCandidates,
} from './waiting.repository.ts';

const isClosed = (status: number) => (CLOSED_TASK_STATUSES as readonly number[]).includes(status);

const reasonText = (reason: TWaitingReason | null) =>
  reason ? SCAFFOLD_BLOCK_REASON_TEXTS[reason] : null;

/**
 * 'Needs scaffold': links a task (that the caller may edit, still open) to a Scaffolding record
 * of the site that the caller can see, other than the task's own record; null unlinks. The
 * link shows in the task's history.
 */
export async function setNeedsScaffold(
  db: Database,
  scope: Scope,
  input: TSetNeedsScaffoldInput,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const task = await lockTask(tx, scope, input.taskId);
    requireTaskUpdate(scope, task);
    if (input.scaffoldRecordId === task.needsScaffoldRecordId) return;
    let title: string;
    if (input.scaffoldRecordId) {
      if (isClosed(task.taskStatus)) throw new AppError('BAD_REQUEST', WAITING_TEXTS.taskClosed);
      const record = await findLinkableRecord(tx, scope, input.scaffoldRecordId);
      if (!record) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
      if (!canBeNeededScaffold(record))
        throw new AppError('BAD_REQUEST', WAITING_TEXTS.notAScaffold);
      if (record.id === task.craftRecordId)
        throw new AppError('BAD_REQUEST', WAITING_TEXTS.ownRecord);
      title = `${WAITING_TEXTS.needsScaffold}: ${record.title}`;
    } else {
      title = `${WAITING_TEXTS.needsScaffold}: none`;
    }
    await updateTask(tx, task.id, {
      needsScaffoldRecordId: input.scaffoldRecordId,
      timestampLastModified: now,
      lastModifiedBy: scope.userId,
    });
    await writeTaskEvent(tx, {
      siteKey: scope.siteKey,
      eventType: EVENT_TYPE.DETAILS_UPDATED,
      task,
      title,
      createdBy: scope.userId,
      at: now,
    });
    await notifyChange(tx, {
      site: scope.siteKey,
      topics: ['tasks', 'compliance'],
      ids: [task.id],
    });
  });
  return { ok: true as const };
}

/** The task in the caller's scope, or NOT_FOUND. */
async function requireTask(db: Database, scope: Scope, taskId: string) {
  const task = await findLiveTaskInScope(db, scope, taskId);
  if (!task) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  return task;
}

/** The picker's scaffolds for a task: same location first, then nearest; with their state. */
export async function listCandidates(
  db: Database,
  scope: Scope,
  input: TScaffoldCandidatesInput,
  now = new Date(),
) {
  const task = await requireTask(db, scope, input.taskId);
  const intervalDays = await inspectionIntervalDays(db, scope.siteKey);
  const rows = await scaffoldCandidates(db, scope, task, input.search);
  return rows.map((r) => {
    const reason = scaffoldWaitReason(factsOf(r), intervalDays, now);
    return {
      id: r.id,
      title: r.title,
      tagNumber: r.tagNumber,
      locationTitle: r.locationTitle,
      sameLocation: task.locationId !== null && r.locationId === task.locationId,
      reason,
      reasonText: reasonText(reason),
    };
  });
}

/** The Waiting tab: tasks in the caller's scope waiting for their scaffold, with the reason. */
export async function listWaiting(db: Database, scope: Scope, now = new Date()) {
  const rows = await listWaitingTasks(db, scope, now);
  return rows.map((r) => ({ ...r, reasonText: SCAFFOLD_BLOCK_REASON_TEXTS[r.reason] }));
}

/**
 * The task card's part: the linked scaffold (title and tag; whether the caller may open it),
 * why the task waits (null when it may start), and whether the caller may change the link.
 */
export async function waitingForTask(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  taskId: string,
  now = new Date(),
) {
  const task = await requireTask(db, scope, taskId);
  const mayEdit = mayUpdateTask(scope, task) && !isClosed(task.taskStatus);
  if (!task.needsScaffoldRecordId)
    return { scaffold: null, reason: null, reasonText: null, mayEdit };
  const site = await loadSite();
  const row = await findScaffoldFacts(db, scope.siteKey, task.needsScaffoldRecordId);
  const reason = await waitingReasonOf(db, site, task, now);
  const visible = row
    ? Boolean(await findLinkableRecord(db, scope, task.needsScaffoldRecordId))
    : false;
  return {
    scaffold: row
      ? {
          id: task.needsScaffoldRecordId,
          title: row.title,
          tagNumber: row.tagNumber,
          canOpen: visible,
        }
      : null,
    reason,
    reasonText: reasonText(reason),
    mayEdit,
  };
}
