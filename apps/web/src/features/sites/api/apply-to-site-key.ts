import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';
import { meQueryOptions } from '../../../lib/session';

export function useApplyToSiteKey() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.sites.applyToSiteKey.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
    }),
  );
}
