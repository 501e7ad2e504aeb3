import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMySubscription } from '@craftwork/domain/site/subscriptions';
import { orpc } from '../../../lib/rpc';

type TMine = { subscriptions: TMySubscription[] };

/** The caller's management e-mail subscriptions on their site (the ones they may switch). */
export function useMySubscriptions() {
  return useQuery(orpc.subscriptions.mine.queryOptions());
}

/**
 * Switches one subscription: the switch moves at once, and moves back if the server refuses;
 * the answer is the caller's list as it now stands.
 */
export function useSetSubscription() {
  const queryClient = useQueryClient();
  const key = orpc.subscriptions.mine.queryKey();
  return useMutation(
    orpc.subscriptions.set.mutationOptions({
      onMutate: async (input) => {
        await queryClient.cancelQueries({ queryKey: key });
        const before = queryClient.getQueryData<TMine>(key);
        if (before) {
          queryClient.setQueryData<TMine>(key, {
            subscriptions: before.subscriptions.map((s) =>
              s.key === input.key ? { ...s, on: input.on } : s,
            ),
          });
        }
        return { before };
      },
      onError: (_error, _input, context) => {
        if (context?.before) queryClient.setQueryData(key, context.before);
      },
      onSuccess: (data) => queryClient.setQueryData(key, data),
    }),
  );
}
