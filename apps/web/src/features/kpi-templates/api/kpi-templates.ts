import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

export type TKpiTemplateList = TRpcOutputs['kpiTemplates']['list'];
export type TKpiTemplate = TKpiTemplateList['templates'][number];
export type TKpiTemplateCard = TKpiTemplateList['cards'][number];
export type TKpiTemplateView = TRpcOutputs['kpiTemplates']['get'];

// The templates list and views (and the dashboards) follow the kpis topic.
const refresh = { topics: ['kpis' as const] };

/** The site's templates, its KPI cards in card order and whether the caller may change them. */
export function useKpiTemplates() {
  return useQuery(orpc.kpiTemplates.list.queryOptions());
}

/** One template with its filters resolved now (/report-templates/{id}). */
export function useKpiTemplate(id: string) {
  return useQuery(orpc.kpiTemplates.get.queryOptions({ input: { id } }));
}

/** What the dialog's Task type, Departments, Companies and Craft types filters offer. */
export function useTemplateFilterOptions(enabled: boolean) {
  return useQuery({ ...orpc.kpis.filterOptions.queryOptions(), enabled, retry: false });
}

export function useCreateKpiTemplate() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.kpiTemplates.create.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}

export function useUpdateKpiTemplate() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.kpiTemplates.update.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}

export function useDuplicateKpiTemplate() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.kpiTemplates.duplicate.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}

export function useDeleteKpiTemplate() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.kpiTemplates.delete.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}
