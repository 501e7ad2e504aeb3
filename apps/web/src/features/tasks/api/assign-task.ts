import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

export type TAssignee = TRpcOutputs['tasks']['get']['assignees'][number];

/** Who the task may be assigned to (Select User), loaded only when the picker may open. */
export function useAssignableUsers(taskId: string, enabled: boolean) {
  return useQuery({
    ...orpc.assignments.assignableUsers.queryOptions({ input: { taskId } }),
    enabled,
  });
}

/** Select User's Save: the task's new assignees. */
export function useSetAssignees() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.assignments.setAssignees.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, { topics: ['assignments', 'tasks'] }),
    }),
  );
}
