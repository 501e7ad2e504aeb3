import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAnalyticsFiltersInput } from '@craftwork/domain/kpis/analytics';
import { useCsvExport } from '../../../components/list/use-csv-export';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

export type TAnalyticsChartResult = TRpcOutputs['analytics']['chart'];
export type TAnalyticsFilterOptions = TRpcOutputs['analytics']['filterOptions'];

/** The chart's bars in the caller's scope; not asked for while `enabled` is false. */
export function useAnalyticsChart(input: TAnalyticsFiltersInput, enabled: boolean) {
  return useQuery(
    orpc.analytics.chart.queryOptions({ input, enabled, placeholderData: keepPreviousData }),
  );
}

/** The craft types, task types and departments the filters offer. */
export function useAnalyticsFilterOptions() {
  return useQuery(orpc.analytics.filterOptions.queryOptions());
}

/** 'Analytics - {chart title} - {MM-DD-YYYY}.csv', written by the server. */
export function useExportAnalytics() {
  return useCsvExport(orpc.analytics.exportCsv.mutationOptions());
}
