import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { orpc } from '../../../lib/rpc';

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.locations.delete.mutationOptions({
      // The locations, the session's own and the lists that show location titles.
      onSuccess: () => applyLiveMessage(queryClient, { topics: ['locations'] }),
    }),
  );
}
