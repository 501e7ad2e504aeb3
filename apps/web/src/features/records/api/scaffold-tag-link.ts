import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';

/** The record's public tag link (/tag/{token}); the server makes the token on first use. */
export function useScaffoldTagLink(recordId: string, enabled: boolean) {
  return useQuery({
    ...orpc.scaffoldTags.forRecord.queryOptions({ input: { recordId } }),
    enabled,
  });
}

/** A new token: the printed tag's link stops working; the new link replaces the shown one. */
export function useRegenerateScaffoldTag(recordId: string) {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.scaffoldTags.regenerate.mutationOptions({
      onSuccess: (link) =>
        queryClient.setQueryData(
          orpc.scaffoldTags.forRecord.queryKey({ input: { recordId } }),
          link,
        ),
    }),
  );
}
