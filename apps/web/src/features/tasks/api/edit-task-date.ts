import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { orpc } from '../../../lib/rpc';

/** The task date editor's Save: a picked day and time, or a schedule option. */
export function useEditTaskDate() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.tasks.editDate.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, { topics: ['tasks', 'craftRecords'] }),
    }),
  );
}
