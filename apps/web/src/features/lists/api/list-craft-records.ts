import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCraftRecordListInput } from '@craftwork/domain/lists/queries';
import { orpc } from '../../../lib/rpc';

/** A page of open or closed craft records; the previous page stays shown while the next loads. */
export function useCraftRecordPage(input: TCraftRecordListInput) {
  return useQuery(
    orpc.craftRecords.list.queryOptions({ input, placeholderData: keepPreviousData }),
  );
}
