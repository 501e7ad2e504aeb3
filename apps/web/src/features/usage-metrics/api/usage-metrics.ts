import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TUsageByCompanyInput,
  TUsageMetricsListInput,
} from '@craftwork/domain/usage/usage-metrics';
import { useCsvExport } from '../../../components/list/use-csv-export';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

export type TUsageRow = TRpcOutputs['usageMetrics']['list']['rows'][number];
export type TUsageCompanyRow = TRpcOutputs['usageMetrics']['byCompany'][number];
export type TUsageFilterOptions = TRpcOutputs['usageMetrics']['filterOptions'];

/** A page of the members in the caller's scope; not asked for while `enabled` is false. */
export function useUsagePage(input: TUsageMetricsListInput, enabled = true) {
  return useQuery(
    orpc.usageMetrics.list.queryOptions({ input, placeholderData: keepPreviousData, enabled }),
  );
}

/** The counts per company of the range. */
export function useUsageByCompany(input: TUsageByCompanyInput, enabled = true) {
  return useQuery(
    orpc.usageMetrics.byCompany.queryOptions({
      input,
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

/** The companies the company filter offers. */
export function useUsageFilterOptions(enabled = true) {
  return useQuery(orpc.usageMetrics.filterOptions.queryOptions({ enabled }));
}

/** Usage Metrics - {date}.csv of the filtered rows. */
export function useExportUsage() {
  return useCsvExport(orpc.usageMetrics.exportCsv.mutationOptions());
}
