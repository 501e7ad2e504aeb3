import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CLOSED_TASK_STATUSES } from '@craftwork/domain/catalogues/task-statuses';
import type { TTaskListCriteria } from '@craftwork/domain/lists/task-list';
import type { TTaskSortField } from '@craftwork/domain/lists/queries';
import type { DbOrTx } from '../../db/client.ts';
import type { ListPage } from '../../db/paged-list.ts';
import { companies, locations, tasks, users } from '../../db/schema.ts';

/**
 * The sorts by another table's name (a task's location, company, creator). Sorting every open
 * task by a joined name reads and sorts them all (0.7 s at 1,000,000 tasks), so these lists
 * walk the names instead: each location (say) in title order, and for each its tasks by id
 * through the index (site, location, id) of open tasks, until the page is full. Tasks without
 * one, or whose row is gone, come last, as an empty name sorts. Two locations of the same
 * title keep their tasks apart (by the location's id), where one sort would interleave them.
 */
type TGroupedSort = {
  /** The task's column naming the row. */
  key: AnyPgColumn;
  /** The rows to walk, `id` and `label`, of the site (users are of every site). */
  groups: (siteKey: string) => SQL;
};

const GROUPED_SORTS: Partial<Record<TTaskSortField, TGroupedSort>> = {
  location: {
    key: tasks.locationId,
    groups: (siteKey) =>
      sql`select ${locations.id} as id, ${locations.title} as label from ${locations} where ${locations.siteKey} = ${siteKey}`,
  },
  assignedCompany: {
    key: tasks.assignedCompanyId,
    groups: (siteKey) =>
      sql`select ${companies.id} as id, ${companies.name} as label from ${companies} where ${companies.siteKey} = ${siteKey}`,
  },
  createdBy: {
    key: tasks.createdBy,
    groups: () => sql`select ${users.id} as id, ${users.name} as label from ${users}`,
  },
};

/**
 * Whether a list's tasks are all open: the indexes the walk reads hold open tasks only
 * (migration 0020), so the Completed and deleted lists sort the ordinary way.
 */
function withinOpenTasks(criteria: TTaskListCriteria | null): boolean {
  if (!criteria) return false;
  const closed: readonly number[] = CLOSED_TASK_STATUSES;
  if (criteria.statuses) return criteria.statuses.every((s) => !closed.includes(s));
  return closed.every((s) => criteria.excludedStatuses?.includes(s) ?? false);
}

/** The grouped walk for this sort of this list, or null for the ordinary sort. */
export function groupedSortOf(
  field: TTaskSortField,
  criteria: TTaskListCriteria | null,
): TGroupedSort | null {
  const grouped = GROUPED_SORTS[field];
  return grouped && withinOpenTasks(criteria) ? grouped : null;
}

/**
 * The ids of a page of tasks matching `where`, in the grouped sort's order. Each name's tasks
 * are read up to the end of the page, so a page costs (groups × page end) index entries at
 * most; rows without a name are read only once every named group is through.
 */
export async function groupedPageIds(
  db: DbOrTx,
  grouped: TGroupedSort,
  siteKey: string,
  where: SQL | undefined,
  direction: 'asc' | 'desc',
  page: ListPage,
): Promise<string[]> {
  const dir = direction === 'asc' ? sql`asc` : sql`desc`;
  const end = (page.page + 1) * page.pageSize;
  const matching = where ?? sql`true`;
  const groups = grouped.groups(siteKey);
  // The names in order (sorted here, so the walk below keeps their order and the final sort
  // only orders each name's few tasks), then tasks without a name, then tasks whose named row
  // is gone: the last two are read only once the names are through.
  const result = await db.execute<{ id: string }>(sql`
    select t.id from (
      select u.id, u.label, u.part from (
        select g.id, g.label, 0 as part from (${groups}) g
        union all select null, null, 1
        union all select null, null, 2
      ) u
      order by u.part, u.label ${dir}, u.id ${dir}
    ) g
    cross join lateral (
      (select ${tasks.id} as id from ${tasks}
        where g.part = 0 and ${matching} and ${grouped.key} = g.id
        order by ${tasks.id} ${dir} limit ${end})
      union all
      (select ${tasks.id} as id from ${tasks}
        where g.part = 1 and ${matching} and ${grouped.key} is null
        order by ${tasks.id} ${dir} limit ${end})
      union all
      (select ${tasks.id} as id from ${tasks}
        where g.part = 2 and ${matching}
          and ${grouped.key} not in (select n.id from (${groups}) n)
        order by ${tasks.id} ${dir} limit ${end})
    ) t
    order by g.part, g.label ${dir}, g.id ${dir}, t.id ${dir}
    limit ${page.pageSize} offset ${page.page * page.pageSize}`);
  return result.rows.map((row) => row.id);
}
