import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { orpc } from '../../../lib/rpc';

/** The Edit Craft Record drawer's Save: only the changed fields. */
export function useUpdateCraftDetails() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.craftRecords.updateCraftDetails.mutationOptions({
      // Refresh what the change feed would, without waiting for it.
      onSuccess: () => applyLiveMessage(queryClient, { topics: ['craftRecords', 'tasks'] }),
    }),
  );
}
