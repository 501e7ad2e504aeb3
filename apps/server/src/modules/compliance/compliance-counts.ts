import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { listOverdue } from './compliance.service.ts';

/** How many standing scaffolds of the scope are overdue for inspection: the Compliance list's length. */
export async function countOverdueInspections(
  db: DbOrTx,
  scope: Scope,
  now = new Date(),
): Promise<number> {
  return (await listOverdue(db, scope, now)).length;
}
