import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TReportDataRow } from '@craftwork/domain/reports/report-types';
import { applyLiveMessage } from '../../../lib/live';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

export type TReportFilterOptions = TRpcOutputs['reports']['filterOptions'];

// Every report query follows the reports topic; a write refreshes them at once too.
const refresh = { topics: ['reports' as const] };

/** How often the list is read again while a report is being made (the live feed's safety net). */
export const IN_PROGRESS_REFETCH_MS = 3000;

/** Whether a report is still being made (queued or running). */
export function isInProgress(row: Pick<TReportDataRow, 'status'>): boolean {
  return row.status === 'queued' || row.status === 'running';
}

/** The report types the site offers, with what each asks for. */
export function useReportTypes() {
  return useQuery({ ...orpc.reports.listReportTypes.queryOptions(), staleTime: 5 * 60_000 });
}

/** The report forms' choices (craft types, companies, locations, statuses, KPI templates). */
export function useReportFilterOptions() {
  return useQuery({ ...orpc.reports.filterOptions.queryOptions(), retry: false });
}

/**
 * The generated reports, newest first. They change live through the reports topic; while one
 * is queued or running the list is also read every few seconds in case a notice is missed.
 */
export function useGeneratedReports() {
  return useQuery({
    ...orpc.reports.list.queryOptions({ input: {} }),
    refetchInterval: (query) =>
      (query.state.data ?? []).some(isInProgress) ? IN_PROGRESS_REFETCH_MS : false,
  });
}

export function useGenerateReport() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.reports.generateReport.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}

export function useEmailReportLink() {
  return useMutation(orpc.reports.emailReportDownloadURL.mutationOptions());
}

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.reports.deleteReportData.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}

/** The caller's saved report configurations. */
export function useReportConfigs() {
  return useQuery(orpc.reportConfigs.list.queryOptions());
}

/** The Sent log: every configuration's scheduled deliveries (configId null), newest first. */
export function useSentLog() {
  return useQuery(orpc.reportConfigs.sentLog.queryOptions({ input: { configId: null } }));
}

export function useSaveReportConfig() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.reportConfigs.saveReportConfig.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}

export function useDeleteReportConfig() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.reportConfigs.deleteReportConfig.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}
