import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';
import { meQueryOptions } from '../../../lib/session';

export function useSetNotifications() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.profile.setNotifications.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
    }),
  );
}
