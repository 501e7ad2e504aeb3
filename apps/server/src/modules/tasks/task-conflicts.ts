import {
  isStatusConflict,
  statusConflictMessage,
  TASK_CONFLICT_MESSAGES,
} from '@craftwork/domain/tasks/conflicts';
import { ERROR_REASONS } from '@craftwork/domain/errors/errors';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findEventByOthersSince, type Task } from './task-writes.repository.ts';

/**
 * A status change made on a view of the task in `expectedStatus` (a queued offline change)
 * is refused when the task has moved on since; without it, the change goes ahead as before.
 */
export function requireExpectedStatus(task: Task, expectedStatus: number | undefined) {
  if (isStatusConflict(expectedStatus, task.taskStatus)) {
    throw new AppError(
      'CONFLICT',
      statusConflictMessage(task.taskStatus),
      ERROR_REASONS.changedElsewhere,
    );
  }
}

/**
 * An edit made on a view of the task as last modified at `expectedUpdatedAt` is refused when
 * anyone else (or the system) has written an event on the task since: the caller's own
 * changes queued before this one do not count against it.
 */
export async function requireUnchangedByOthers(
  tx: DbOrTx,
  scope: Scope,
  task: Task,
  expectedUpdatedAt: string | undefined,
) {
  if (expectedUpdatedAt === undefined) return;
  const changed = await findEventByOthersSince(
    tx,
    task.id,
    new Date(expectedUpdatedAt),
    scope.userId,
  );
  if (changed) {
    throw new AppError(
      'CONFLICT',
      TASK_CONFLICT_MESSAGES.editedElsewhere,
      ERROR_REASONS.changedElsewhere,
    );
  }
}
