import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRentalFilter } from '@craftwork/domain/inventory/rental';
import { useCsvExport } from '../../../components/list/use-csv-export';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

export type TRentalList = TRpcOutputs['inventoryRental']['list'];
export type TRentalRow = TRentalList['rows'][number];
export type TOffRentLine = TRentalList['offRentLines'][number];
export type TRentalCompany = TRpcOutputs['sites']['listCompanies'][number];

/** The Rental screen's lines for a range; refetched live (topic inventory). */
export function useRentalList(filter: TRentalFilter | null) {
  return useQuery(
    orpc.inventoryRental.list.queryOptions({
      input: filter ?? { from: '', to: '' },
      enabled: filter !== null,
      placeholderData: keepPreviousData,
    }),
  );
}

/** Rental - {date}.csv of the screen's lines. */
export function useExportRental() {
  return useCsvExport(orpc.inventoryRental.exportCsv.mutationOptions());
}

/** Moves an Off Rent line's rent-stop date; the list refreshes at once. */
export function useSetRentStop() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.inventoryRental.setRentStop.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: orpc.inventoryRental.key() }),
    }),
  );
}

/** The companies the company filter offers (plant personnel see every one). */
export function useRentalCompanies(enabled: boolean) {
  return useQuery(orpc.sites.listCompanies.queryOptions({ enabled }));
}
