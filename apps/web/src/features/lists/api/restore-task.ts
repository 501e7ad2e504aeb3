import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { orpc } from '../../../lib/rpc';

/** restoreTask: refused (CONFLICT) while the task's craft record is deleted. */
export function useRestoreTask() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.tasks.restoreTask.mutationOptions({
      // Refresh what the change feed would, without waiting for it.
      onSuccess: () => applyLiveMessage(queryClient, { topics: ['tasks', 'craftRecords'] }),
    }),
  );
}
