import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { mayDeleteTask } from '@craftwork/domain/access/ownership';
import { parseRefPath } from '@craftwork/domain/lists/queries';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import { canDeleteTask } from '@craftwork/domain/tasks/next-task';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import { finishTaskWrite, lockTask } from './task-write.ts';
import { updateTask } from './task-writes.repository.ts';

export const CANNOT_DELETE_IN_STATUS =
  'A task that is On Hold, In Progress or Complete cannot be deleted.';

/** deleteTask: moves the task to the deleted list (never destroyed), with event 98. */
export async function deleteTask(db: Database, scope: Scope, refPath: string, now = new Date()) {
  const ref = parseRefPath(refPath);
  if (!ref || ref.collection !== 'tasks' || ref.siteKey !== scope.siteKey)
    throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  await db.transaction(async (tx) => {
    const task = await lockTask(tx, scope, ref.id);
    if (!mayDeleteTask(scope, task)) {
      throw new AppError('FORBIDDEN', TASK_MESSAGES.cannotDeleteTask);
    }
    if (!canDeleteTask(task.taskStatus)) throw new AppError('CONFLICT', CANNOT_DELETE_IN_STATUS);
    await updateTask(tx, task.id, { deletedAt: now, deletedBy: scope.userId });
    await finishTaskWrite(tx, scope, task, [{ eventType: EVENT_TYPE.TASK_DELETED, task, at: now }]);
  });
}
