import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { orpc } from '../../../lib/rpc';

export function useDeleteAttachment() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.craftRecords.deleteAttachment.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, { topics: ['craftRecords'] }),
    }),
  );
}
