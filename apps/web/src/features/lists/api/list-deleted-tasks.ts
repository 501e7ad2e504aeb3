import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDeletedTaskListInput } from '@craftwork/domain/lists/queries';
import { orpc } from '../../../lib/rpc';

export function useDeletedTaskPage(input: TDeletedTaskListInput) {
  return useQuery(
    orpc.tasks.listDeleted.queryOptions({ input, placeholderData: keepPreviousData }),
  );
}
