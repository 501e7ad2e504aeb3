import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDeletedCraftRecordListInput } from '@craftwork/domain/lists/queries';
import { orpc } from '../../../lib/rpc';

export function useDeletedCraftRecordPage(input: TDeletedCraftRecordListInput) {
  return useQuery(
    orpc.craftRecords.listDeleted.queryOptions({ input, placeholderData: keepPreviousData }),
  );
}
