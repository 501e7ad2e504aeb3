import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

export type TOverdueScaffold = TRpcOutputs['compliance']['overdue'][number];
export type TIdleScaffold = TRpcOutputs['compliance']['idle'][number];
export type TComplianceSummary = TRpcOutputs['compliance']['summary'];

/** Standing scaffolds overdue for inspection, in the caller's scope (refetched live). */
export function useOverdueScaffolds() {
  return useQuery(orpc.compliance.overdue.queryOptions());
}

/** Standing scaffolds with no open work for the site's idle days. */
export function useIdleScaffolds() {
  return useQuery(orpc.compliance.idle.queryOptions());
}

/** The counts, the site's compliance settings and the caller's e-mail subscription. */
export function useComplianceSummary() {
  return useQuery(orpc.compliance.summary.queryOptions());
}

/** One Inspection task per chosen scaffold (records with one open are skipped). */
export function useCreateInspectionTasks() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.compliance.createInspectionTasks.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, { topics: ['compliance'] }),
    }),
  );
}

/** Turns the caller's daily overdue-inspections e-mail on or off. */
export function useSetDigestSubscription() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.compliance.setDigestSubscription.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: orpc.compliance.summary.key() }),
    }),
  );
}
