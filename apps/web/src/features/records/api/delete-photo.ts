import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { orpc } from '../../../lib/rpc';

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.craftRecords.deletePhoto.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, { topics: ['craftRecords'] }),
    }),
  );
}
