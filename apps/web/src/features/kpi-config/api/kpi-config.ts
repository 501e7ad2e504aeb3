import type { TKpiConfig } from '@craftwork/domain/kpis/config';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { orpc } from '../../../lib/rpc';

/** The site's KPI cards as the site settings edit them (every card, defaults filled in). */
export function useKpiConfig() {
  return useQuery(orpc.kpiConfig.get.queryOptions());
}

/** After a save or a restore: the saved cards at once, then whatever the change feed refreshes. */
function useSaved() {
  const queryClient = useQueryClient();
  return (result: { config: TKpiConfig }) => {
    queryClient.setQueryData(orpc.kpiConfig.get.queryKey(), result.config);
    applyLiveMessage(queryClient, { topics: ['kpis'] });
  };
}

/** Save: only the changed fields of the changed cards. */
export function useUpdateKpiConfig() {
  const onSuccess = useSaved();
  return useMutation(orpc.kpiConfig.update.mutationOptions({ onSuccess }));
}

/** Restore defaults: every card (or one) back to the catalogue's. */
export function useResetKpiConfig() {
  const onSuccess = useSaved();
  return useMutation(orpc.kpiConfig.reset.mutationOptions({ onSuccess }));
}
