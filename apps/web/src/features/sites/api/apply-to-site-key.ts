import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';
import { meQueryOptions } from '../../../lib/session';

/** Applying adds a pending site to the session and to My Sites. */
export function useApplyToSiteKey() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.sites.applyToSiteKey.mutationOptions({
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
          queryClient.invalidateQueries({ queryKey: orpc.mySites.key() }),
        ]),
    }),
  );
}
