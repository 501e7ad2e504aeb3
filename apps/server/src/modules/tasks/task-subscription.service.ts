import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import { findTaskId, subscribe, unsubscribe } from './task-writes.repository.ts';

/** Subscribe / Unsubscribe on the task card: the caller's own subscription to a task in scope. */
export async function setSubscription(
  db: Database,
  scope: Scope,
  taskId: string,
  subscribed: boolean,
) {
  await db.transaction(async (tx) => {
    const task = await findTaskId(tx, scope, taskId);
    if (!task) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
    if (subscribed) await subscribe(tx, scope, taskId);
    else await unsubscribe(tx, scope, taskId);
  });
}
