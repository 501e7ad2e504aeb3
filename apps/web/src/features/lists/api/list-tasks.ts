import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TTaskListInput } from '@craftwork/domain/lists/queries';
import { orpc } from '../../../lib/rpc';

export function useTaskPage(input: TTaskListInput) {
  return useQuery(orpc.tasks.list.queryOptions({ input, placeholderData: keepPreviousData }));
}
