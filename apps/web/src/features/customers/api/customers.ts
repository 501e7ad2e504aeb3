import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCustomerListInput } from '@craftwork/domain/billing/customers';
import { useCsvExport } from '../../../components/list/use-csv-export';
import { applyLiveMessage } from '../../../lib/live';
import { orpc, rpc, type TRpcOutputs } from '../../../lib/rpc';

export type TCustomerRow = TRpcOutputs['customers']['list']['rows'][number];
export type TCustomerDetail = TRpcOutputs['customers']['get'];
export type TCustomerLocation = TCustomerDetail['locations'][number];
export type TCustomerTask = TRpcOutputs['customers']['tasks'][number];

// Every customers query, and the estimates and invoices that show customers' names.
const refresh = { topics: ['billing'] };

/** A page of the site's customers (/customers), the last page kept while the next loads. */
export function useCustomers(input: TCustomerListInput) {
  return useQuery({
    ...orpc.customers.list.queryOptions({ input }),
    placeholderData: keepPreviousData,
  });
}

/** One customer with its live locations (/customers/{id}). */
export function useCustomer(id: string) {
  return useQuery(orpc.customers.get.queryOptions({ input: { id } }));
}

/** Every tag in use on the site's customers. */
export function useCustomerTags() {
  return useQuery(orpc.customers.tags.queryOptions());
}

/** The tasks of the customer's Jobs. */
export function useCustomerTasks(id: string) {
  return useQuery(orpc.customers.tasks.queryOptions({ input: { id } }));
}

/** The customer's estimates. */
export function useCustomerEstimates(customerId: string) {
  return useQuery(orpc.estimates.list.queryOptions({ input: { customerId } }));
}

/** The customer's invoices. */
export function useCustomerInvoices(customerId: string) {
  return useQuery(orpc.invoices.list.queryOptions({ input: { customerId } }));
}

function useBillingMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => applyLiveMessage(queryClient, refresh),
  });
}

export const useSaveCustomer = () => useBillingMutation(rpc.customers.save);
export const useRemoveCustomer = () => useBillingMutation(rpc.customers.remove);
export const useRestoreCustomer = () => useBillingMutation(rpc.customers.restore);
export const useSaveLocation = () => useBillingMutation(rpc.customers.saveLocation);
export const useRemoveLocation = () => useBillingMutation(rpc.customers.removeLocation);

/** Export CSV of the list's filters: 'Customers - {MM-DD-YYYY}.csv'. */
export function useExportCustomers() {
  return useCsvExport({
    mutationFn: (input: TCustomerListInput) => rpc.customers.exportCsv(input),
  });
}
