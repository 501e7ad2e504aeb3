import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';

/** The caller's management e-mail subscriptions on their site (the ones they may switch). */
export function useMySubscriptions() {
  return useQuery(orpc.subscriptions.mine.queryOptions());
}

/** Switches one subscription; the answer is the caller's list as it now stands. */
export function useSetSubscription() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.subscriptions.set.mutationOptions({
      onSuccess: (data) => queryClient.setQueryData(orpc.subscriptions.mine.queryKey(), data),
    }),
  );
}
