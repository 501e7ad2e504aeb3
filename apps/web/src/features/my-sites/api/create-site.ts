import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';

/** Creates a site; when it becomes the default, every site query is refetched. */
export function useCreateSite() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.mySites.createSite.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(),
    }),
  );
}
