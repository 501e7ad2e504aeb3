import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { orpc } from '../../../lib/rpc';

/** restoreParentRecord: the record comes back with the tasks deleted with it. */
export function useRestoreParentRecord() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.craftRecords.restoreParentRecord.mutationOptions({
      // Refresh what the change feed would, without waiting for it.
      onSuccess: () => applyLiveMessage(queryClient, { topics: ['craftRecords', 'tasks'] }),
    }),
  );
}
