import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../../lib/live';
import { orpc, type TRpcOutputs } from '../../../../lib/rpc';

/** The site's craft types, task types, statuses and every configured detail field list. */
export type TDetailFieldSettings = TRpcOutputs['detailFields']['get'];

export function useDetailFieldSettings() {
  return useQuery(orpc.detailFields.get.queryOptions());
}

/** Refresh what the change feed would (the forms using the fields too), without waiting for it. */
function useRefreshSites() {
  const queryClient = useQueryClient();
  return () => applyLiveMessage(queryClient, { topics: ['sites'] });
}

export function useSaveCraftDetailFields() {
  const onSuccess = useRefreshSites();
  return useMutation(orpc.detailFields.saveCraftFields.mutationOptions({ onSuccess }));
}

export function useSaveTaskDetailFields() {
  const onSuccess = useRefreshSites();
  return useMutation(orpc.detailFields.saveTaskFields.mutationOptions({ onSuccess }));
}
