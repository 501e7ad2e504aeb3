import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import type { Scope } from '../../access/scope.ts';
import { liveTaskInScope } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import { locations, sites, tasks } from '../../db/schema.ts';

/** The site's name and time zone, printed on the tag. */
export async function findTagSite(db: DbOrTx, siteKey: string) {
  const [site] = await db
    .select({ name: sites.name, timeZone: sites.timezone, defaultLanguage: sites.defaultLanguage })
    .from(sites)
    .where(eq(sites.siteKey, siteKey));
  return site ?? { name: siteKey, timeZone: 'America/Chicago', defaultLanguage: null };
}

/** A location's title, or null when there is none. */
export async function findLocationTitle(db: DbOrTx, locationId: string | null) {
  if (!locationId) return null;
  const [row] = await db
    .select({ title: locations.title })
    .from(locations)
    .where(eq(locations.id, locationId));
  return row?.title ?? null;
}

/**
 * When the record's latest completed task of these types was completed, among the tasks the
 * caller may see (as the record page and the Map View's installed scaffolds count them).
 */
export async function latestCompletion(
  db: DbOrTx,
  scope: Scope,
  craftRecordId: string,
  taskTypes: readonly number[],
): Promise<Date | null> {
  const [row] = await db
    .select({ at: tasks.timestampTaskCompleted })
    .from(tasks)
    .where(
      and(
        eq(tasks.craftRecordId, craftRecordId),
        inArray(tasks.taskType, [...taskTypes]),
        eq(tasks.taskStatus, TASK_STATUS.COMPLETE),
        isNotNull(tasks.timestampTaskCompleted),
        liveTaskInScope(scope),
      ),
    )
    .orderBy(desc(tasks.timestampTaskCompleted))
    .limit(1);
  return row?.at ?? null;
}
