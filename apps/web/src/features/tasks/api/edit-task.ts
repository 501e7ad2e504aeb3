import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { rpc } from '../../../lib/rpc';

/** What tasks.edit takes. */
export type TEditTaskCall = Parameters<typeof rpc.tasks.edit>[0];

/**
 * The Edit Task drawer's Save: company, notes, changed details, completion time. Sent with an
 * idempotency key, so that an edit queued after a lost answer applies once.
 */
export function useEditTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: TEditTaskCall; key: string }) =>
      rpc.tasks.edit(input, { context: { idempotencyKey: key } }),
    onSuccess: () => applyLiveMessage(queryClient, { topics: ['tasks', 'craftRecords'] }),
  });
}
