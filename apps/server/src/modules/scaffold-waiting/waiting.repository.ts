import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';

/** Open tasks in the caller's scope that wait for a scaffold not ready yet (the dashboard). */
export async function countBlockedTasks(_db: DbOrTx, _scope: Scope, _now: Date): Promise<number> {
  return 0;
}
