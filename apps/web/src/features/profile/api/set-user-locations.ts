import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';

export function useSetUserLocations() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.profile.setUserLocations.mutationOptions({
      // Lists are limited to the selected locations: any of them may change.
      onSuccess: () => queryClient.invalidateQueries(),
    }),
  );
}
