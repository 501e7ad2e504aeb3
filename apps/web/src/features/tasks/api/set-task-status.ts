import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { rpc } from '../../../lib/rpc';

/** What tasks.setStatus takes (a status as a plain number, checked by the server). */
export type TSetStatusCall = Parameters<typeof rpc.tasks.setStatus>[0];

/**
 * Set {status}; the status-change and completion dialogs' Save. Answers the next task's id.
 * Sent with an idempotency key, so that a change queued after a lost answer applies once.
 */
export function useSetTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: TSetStatusCall; key: string }) =>
      rpc.tasks.setStatus(input, { context: { idempotencyKey: key } }),
    // Refresh what the change feed would, without waiting for it.
    onSuccess: () => applyLiveMessage(queryClient, { topics: ['tasks', 'craftRecords'] }),
  });
}
