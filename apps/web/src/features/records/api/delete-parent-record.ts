import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { orpc } from '../../../lib/rpc';

/** deleteParentRecord (by refPath): the record and its tasks move to the deleted lists. */
export function useDeleteParentRecord() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.craftRecords.deleteParentRecord.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, { topics: ['craftRecords', 'tasks'] }),
    }),
  );
}
