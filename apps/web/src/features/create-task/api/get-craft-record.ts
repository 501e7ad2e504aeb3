import { useQuery } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';

/** The craft record a new task is created from (/create-task/{craftType}/{craftID}). */
export function useCraftRecord(id: string | null) {
  return useQuery(
    orpc.craftRecords.get.queryOptions({ input: { id: id ?? '' }, enabled: id !== null }),
  );
}
