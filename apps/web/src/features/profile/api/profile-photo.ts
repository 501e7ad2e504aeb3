import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';
import { meQueryOptions } from '../../../lib/session';

/** Upload photo: the server keeps its three sizes; the card shows the new one. */
export function useSetProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.profile.setPhoto.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
    }),
  );
}

export function useRemoveProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.profile.removePhoto.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
    }),
  );
}
