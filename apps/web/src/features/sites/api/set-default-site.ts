import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';

/** Only approved site keys can become the default; the server refuses the others. */
export function useSetDefaultSite() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.profile.setDefaultSite.mutationOptions({
      // A new default site means new site data everywhere: refetch it all.
      onSuccess: () => queryClient.invalidateQueries(),
    }),
  );
}
