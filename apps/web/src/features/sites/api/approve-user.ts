import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';

export function useApproveUser() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.sites.approveUser.mutationOptions({
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: orpc.sites.listPendingUsers.key() }),
    }),
  );
}
