import { and, asc, gt, gte, inArray, lt, notInArray, or } from 'drizzle-orm';
import { CLOSED_TASK_STATUSES } from '@craftwork/domain/catalogues/task-statuses';
import type { TCompanyTaskFacts, TInstantRange } from '@craftwork/domain/reports/tasks-by-company';
import type { Scope } from '../../../access/scope.ts';
import { liveTaskInScope } from '../../../access/scope-filters.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { tasks } from '../../../db/schema.ts';

/** Tasks read per query (a few small columns each). */
const CHUNK = 5_000;

export type TTaskNarrowing = {
  craftTypes: readonly number[];
  companyIds: readonly string[];
  locationIds: readonly string[];
};

/**
 * The live tasks in the scope and the narrowing that can count for a range (created before its
 * end, and open now, created in it or completed since its start), a chunk at a time by id.
 */
export async function* companyTaskFacts(
  db: DbOrTx,
  scope: Scope,
  narrowing: TTaskNarrowing,
  range: TInstantRange,
): AsyncGenerator<TCompanyTaskFacts[]> {
  const where = and(
    liveTaskInScope(scope),
    narrowing.craftTypes.length ? inArray(tasks.craftType, [...narrowing.craftTypes]) : undefined,
    narrowing.companyIds.length
      ? inArray(tasks.assignedCompanyId, [...narrowing.companyIds])
      : undefined,
    narrowing.locationIds.length
      ? inArray(tasks.locationId, [...narrowing.locationIds])
      : undefined,
    lt(tasks.timestampCreated, range.end),
    or(
      notInArray(tasks.taskStatus, [...CLOSED_TASK_STATUSES]),
      gte(tasks.timestampCreated, range.start),
      gte(tasks.timestampTaskCompleted, range.start),
    ),
  );
  let after: string | null = null;
  for (;;) {
    const rows: (TCompanyTaskFacts & { id: string })[] = await db
      .select({
        id: tasks.id,
        companyId: tasks.assignedCompanyId,
        taskStatus: tasks.taskStatus,
        timestampCreated: tasks.timestampCreated,
        timestampTaskCompleted: tasks.timestampTaskCompleted,
      })
      .from(tasks)
      .where(and(where, after === null ? undefined : gt(tasks.id, after)))
      .orderBy(asc(tasks.id))
      .limit(CHUNK);
    const last = rows.at(-1);
    if (last) yield rows;
    if (!last || rows.length < CHUNK) return;
    after = last.id;
  }
}
