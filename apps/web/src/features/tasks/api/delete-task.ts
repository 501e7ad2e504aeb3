import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { orpc } from '../../../lib/rpc';

/** deleteTask (by refPath): the task moves to the deleted list. */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.tasks.deleteTask.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, { topics: ['tasks', 'craftRecords'] }),
    }),
  );
}
