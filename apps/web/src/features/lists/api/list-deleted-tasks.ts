import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDeletedTaskListInput } from '@craftwork/domain/lists/queries';
import { orpc } from '../../../lib/rpc';

/** A page of the deleted tasks; not asked for while `enabled` is false (a reversed range). */
export function useDeletedTaskPage(input: TDeletedTaskListInput, enabled = true) {
  return useQuery(
    orpc.tasks.listDeleted.queryOptions({ input, placeholderData: keepPreviousData, enabled }),
  );
}
