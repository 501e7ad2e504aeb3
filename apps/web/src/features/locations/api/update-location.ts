import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { orpc } from '../../../lib/rpc';

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.locations.update.mutationOptions({
      // The locations, the session's own and the lists that show location titles.
      onSuccess: () => applyLiveMessage(queryClient, { topics: ['locations'] }),
    }),
  );
}
