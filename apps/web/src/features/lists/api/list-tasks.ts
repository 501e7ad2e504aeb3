import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TTaskListInput } from '@craftwork/domain/lists/queries';
import { orpc } from '../../../lib/rpc';

/** A page of a task list; not asked for while `enabled` is false (a reversed date range). */
export function useTaskPage(input: TTaskListInput, enabled = true) {
  return useQuery(
    orpc.tasks.list.queryOptions({ input, placeholderData: keepPreviousData, enabled }),
  );
}
