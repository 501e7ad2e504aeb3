import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { craftRecords } from '../../db/schema.ts';
import { standingScaffoldCondition } from '../records/index.ts';

/** When each standing scaffold in the scope was marked installed. */
export function standingInstallTimes(db: DbOrTx, scope: Scope) {
  return db
    .select({ timestampMarkedInstalled: craftRecords.timestampMarkedInstalled })
    .from(craftRecords)
    .where(standingScaffoldCondition(scope));
}
