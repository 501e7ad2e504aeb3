import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../lib/live';
import { orpc, type TRpcOutputs } from '../../lib/rpc';

export type TBillableTask = TRpcOutputs['invoices']['billableTasks'][number];
export type TCustomerChoice = TRpcOutputs['customers']['list']['rows'][number];

/** Customers matching the search, for the customer picker (the first 50). */
export function useCustomerChoices(search: string, enabled: boolean) {
  return useQuery({
    ...orpc.customers.list.queryOptions({ input: { search, limit: 50 } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The customer's completed tasks that no live invoice bills yet. */
export function useBillableTasks(customerId: string | null) {
  return useQuery({
    ...orpc.invoices.billableTasks.queryOptions({ input: { customerId: customerId ?? '' } }),
    enabled: customerId !== null,
  });
}

/** The craft records with material on rent in the range (the Rental screen's lines). */
export function useRentalRecords(range: { from: string; to: string } | null) {
  return useQuery({
    ...orpc.inventoryRental.list.queryOptions({
      input: range ?? { from: '', to: '' },
    }),
    enabled: range !== null,
    select: (list) => {
      const seen = new Map<string, string>();
      for (const row of list.rows) {
        if (row.recordId && row.recordTitle !== '[Unavailable]' && !seen.has(row.recordId)) {
          seen.set(row.recordId, row.recordTitle);
        }
      }
      return [...seen].map(([id, title]) => ({ id, title }));
    },
  });
}

/** A new draft invoice (numbered at once). */
export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.invoices.create.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, { topics: ['billing'] }),
    }),
  );
}

/** The invoice that billed a task, if any (the task card). */
export function useTaskBilling(taskId: string, enabled: boolean) {
  return useQuery({ ...orpc.invoices.taskBilling.queryOptions({ input: { taskId } }), enabled });
}
