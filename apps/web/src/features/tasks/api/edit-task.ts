import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { orpc } from '../../../lib/rpc';

/** The Edit Task drawer's Save: company, notes, changed details, completion time. */
export function useEditTask() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.tasks.edit.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, { topics: ['tasks', 'craftRecords'] }),
    }),
  );
}
