import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTaskParam } from '@craftwork/domain/lists/task-list';
import { rpc, type TRpcOutputs } from '../../../lib/rpc';

export type TMapTaskRow = TRpcOutputs['tasks']['list']['rows'][number];

/** The map shows at most this many pins; the rest are counted, not drawn. */
export const MAP_PIN_LIMIT = 2000;
const PAGE_SIZE = 100;

/**
 * Every task of a list (tasks.list, 100 a page) up to MAP_PIN_LIMIT. The key starts with
 * ['map'], which the live change feed refreshes on task and record changes.
 */
export function mapTasksQueryOptions(taskParam: TTaskParam, craftType: number | null) {
  return queryOptions({
    queryKey: [['map', 'tasks'], { taskParam, craftType }] as const,
    queryFn: async ({ signal }) => {
      const rows = new Map<string, TMapTaskRow>();
      let total = 0;
      for (let page = 0; rows.size < MAP_PIN_LIMIT; page += 1) {
        const answer = await rpc.tasks.list(
          {
            taskParam,
            craftType,
            page,
            pageSize: PAGE_SIZE,
            sort: { field: 'timestampCreated', direction: 'desc' },
          },
          { signal },
        );
        total = answer.total;
        for (const row of answer.rows) rows.set(row.id, row);
        if (answer.rows.length < PAGE_SIZE || (page + 1) * PAGE_SIZE >= total) break;
      }
      return { rows: [...rows.values()].slice(0, MAP_PIN_LIMIT), total };
    },
  });
}

export function useMapTasks(taskParam: TTaskParam, craftType: number | null) {
  return useQuery(mapTasksQueryOptions(taskParam, craftType));
}
