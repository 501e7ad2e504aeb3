import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rpc, orpc } from '../../../lib/rpc';

/**
 * Subscribe / Unsubscribe. The server sends no change event for a subscription (it concerns
 * the caller only), so the task is fetched again here.
 */
export function useSetSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, subscribed }: { taskId: string; subscribed: boolean }) =>
      subscribed ? rpc.tasks.subscribe({ taskId }) : rpc.tasks.unsubscribe({ taskId }),
    onSuccess: (_answer, { taskId }) =>
      queryClient.invalidateQueries({ queryKey: orpc.tasks.get.key({ input: { id: taskId } }) }),
  });
}
