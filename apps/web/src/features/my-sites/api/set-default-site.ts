import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';

/** profile.setDefaultSite: only approved sites; a new default means new data everywhere. */
export function useSetDefaultSite() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.profile.setDefaultSite.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(),
    }),
  );
}
