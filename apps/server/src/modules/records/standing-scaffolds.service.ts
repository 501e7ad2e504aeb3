import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { showsInstalledScaffolds } from '@craftwork/domain/map/pins';
import type { Scope } from '../../access/scope.ts';
import { taskScope } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import { craftRecords, locations, tasks } from '../../db/schema.ts';
import { standingScaffoldCondition } from './records.repository.ts';

/** The Map View draws at most this many installed scaffolds (as many as list pins). */
export const STANDING_SCAFFOLD_LIMIT = 2000;

/**
 * The standing scaffolds for the Map View's Installed Scaffolds pins, in the caller's scope and
 * under the global work type: each with its position (its own, else its location's) and its
 * latest completed installation, when the caller may see that task.
 */
export async function listStandingScaffolds(db: DbOrTx, scope: Scope, craftType: number | null) {
  if (!showsInstalledScaffolds(craftType)) return [];
  const records = await db
    .select({
      id: craftRecords.id,
      title: craftRecords.title,
      latitude: craftRecords.latitude,
      longitude: craftRecords.longitude,
      locationId: craftRecords.locationId,
      locationTitle: locations.title,
      locationLatitude: locations.latitude,
      locationLongitude: locations.longitude,
      timestampMarkedInstalled: craftRecords.timestampMarkedInstalled,
    })
    .from(craftRecords)
    .leftJoin(locations, eq(locations.id, craftRecords.locationId))
    .where(standingScaffoldCondition(scope))
    .orderBy(desc(craftRecords.timestampMarkedInstalled), craftRecords.id)
    .limit(STANDING_SCAFFOLD_LIMIT);
  const installations =
    records.length === 0
      ? []
      : await db
          .select({
            id: tasks.id,
            title: tasks.title,
            craftRecordId: tasks.craftRecordId,
            timestampScheduled: tasks.timestampScheduled,
          })
          .from(tasks)
          .where(
            and(
              inArray(
                tasks.craftRecordId,
                records.map((r) => r.id),
              ),
              eq(tasks.taskType, TASK_TYPE.INSTALLATION),
              eq(tasks.taskStatus, TASK_STATUS.COMPLETE),
              isNull(tasks.deletedAt),
              taskScope(scope),
            ),
          )
          .orderBy(desc(tasks.timestampTaskCompleted));
  const latest = new Map<string, (typeof installations)[number]>();
  for (const task of installations) {
    if (!latest.has(task.craftRecordId)) latest.set(task.craftRecordId, task);
  }
  return records.map((r) => {
    const installation = latest.get(r.id) ?? null;
    return {
      craftRecordId: r.id,
      title: r.title,
      latitude: r.latitude ?? r.locationLatitude,
      longitude: r.longitude ?? r.locationLongitude,
      locationId: r.locationId,
      locationTitle: r.locationTitle,
      timestampMarkedInstalled: r.timestampMarkedInstalled?.toISOString() ?? null,
      installation: installation && {
        id: installation.id,
        title: installation.title,
        timestampScheduled: installation.timestampScheduled?.toISOString() ?? null,
      },
    };
  });
}
