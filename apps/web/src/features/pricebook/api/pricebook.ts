import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCsvExport } from '../../../components/list/use-csv-export';
import { applyLiveMessage } from '../../../lib/live';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

export type TPricebookItem = TRpcOutputs['pricebook']['list'][number];
export type TPricebookFilter = { search: string; activeOnly: boolean };

/** The site's price book items by name, narrowed by the search and Active only. */
export function usePricebookItems(filter: TPricebookFilter) {
  return useQuery(
    orpc.pricebook.list.queryOptions({ input: filter, placeholderData: keepPreviousData }),
  );
}

/** Saves a new item (id null) or a change; the price book and line pickers refetch. */
export function useSavePricebookItem() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.pricebook.save.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, { topics: ['billing'] }),
    }),
  );
}

/** Imports a CSV file's text, all rows or none. */
export function useImportPricebook() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.pricebook.importCsv.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, { topics: ['billing'] }),
    }),
  );
}

/** Price Book - {date}.csv of the listed items. */
export function useExportPricebook() {
  return useCsvExport(orpc.pricebook.exportCsv.mutationOptions());
}
