import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { orpc } from '../../../lib/rpc';

/** Set {status}; the status-change and completion dialogs' Save. Answers the next task's id. */
export function useSetTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.tasks.setStatus.mutationOptions({
      // Refresh what the change feed would, without waiting for it.
      onSuccess: () => applyLiveMessage(queryClient, { topics: ['tasks', 'craftRecords'] }),
    }),
  );
}
