import { useMutation } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';

/** tasks.create: the record (when new) and the task, in one server transaction. */
export function useCreateTask() {
  return useMutation(orpc.tasks.create.mutationOptions());
}
