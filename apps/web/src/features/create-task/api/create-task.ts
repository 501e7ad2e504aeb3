import { useMutation } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';

/** What tasks.create takes. */
export type TCreateTaskCall = Parameters<typeof rpc.tasks.create>[0];

/**
 * tasks.create: the record (when new) and the task, in one server transaction. Sent with an
 * idempotency key, so that a task queued after a lost answer is created once.
 */
export function useCreateTask() {
  return useMutation({
    mutationFn: ({ input, key }: { input: TCreateTaskCall; key: string }) =>
      rpc.tasks.create(input, { context: { idempotencyKey: key } }),
  });
}
