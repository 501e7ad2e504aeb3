import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TTransactionListInput } from '@craftwork/domain/inventory/transaction-list';
import { useCsvExport } from '../../../components/list/use-csv-export';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

export type TTransactionRow = TRpcOutputs['inventoryTransactions']['list']['rows'][number];
export type TTransactionFilterOptions = TRpcOutputs['inventoryTransactions']['filterOptions'];

/**
 * A page of the caller's inventory transactions; refetched live (topic inventory). Not asked
 * for while `enabled` is false (a reversed date range).
 */
export function useTransactionPage(input: TTransactionListInput, enabled = true) {
  return useQuery(
    orpc.inventoryTransactions.list.queryOptions({
      input,
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

/** The objects and companies the filters offer (the caller's scope). */
export function useTransactionFilterOptions() {
  return useQuery(orpc.inventoryTransactions.filterOptions.queryOptions());
}

/** Inventory Transactions - {date}.csv of the filtered rows. */
export function useExportTransactions() {
  return useCsvExport(orpc.inventoryTransactions.exportCsv.mutationOptions());
}
