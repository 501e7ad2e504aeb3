import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { orpc, rpc, type TRpcOutputs } from '../../../lib/rpc';

export type TChecklistTemplate = TRpcOutputs['checklists']['list']['rows'][number];

/** The site's checklist templates and whether the user may change them (/checklists). */
export function useChecklistTemplates() {
  return useQuery(orpc.checklists.list.queryOptions());
}

/** One template (/checklists/{id}); not asked for a new one. */
export function useChecklistTemplate(id: string | null) {
  return useQuery({
    ...orpc.checklists.get.queryOptions({ input: { id: id ?? '' } }),
    enabled: id !== null,
  });
}

function useChecklistMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => applyLiveMessage(queryClient, { topics: ['checklists'] }),
  });
}

export const useCreateChecklist = () => useChecklistMutation(rpc.checklists.create);
export const useUpdateChecklist = () => useChecklistMutation(rpc.checklists.update);
export const useDeleteChecklist = () => useChecklistMutation(rpc.checklists.delete);
