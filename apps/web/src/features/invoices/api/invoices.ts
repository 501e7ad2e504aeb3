import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCsvExport } from '../../../components/list/use-csv-export';
import { applyLiveMessage } from '../../../lib/live';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';
import type { TStatusFilter } from '../utils/invoice-status';

export type TInvoiceListFilter = {
  search: string;
  status: TStatusFilter | null;
};
export type TInvoiceRow = TRpcOutputs['invoices']['list'][number];
export type TInvoice = TRpcOutputs['invoices']['get'];

// Every billing query (lists, this invoice, the task cards' billing lines) after a change.
const refresh = { topics: ['billing'] };

/** The site's invoices matching the search and status; refetched live (topic billing). */
export function useInvoiceList(filter: TInvoiceListFilter) {
  return useQuery(
    orpc.invoices.list.queryOptions({ input: filter, placeholderData: keepPreviousData }),
  );
}

/** Invoices - {date}.csv of the filtered rows. */
export function useExportInvoices() {
  return useCsvExport(orpc.invoices.exportCsv.mutationOptions());
}

export function useInvoice(id: string) {
  return useQuery(orpc.invoices.get.queryOptions({ input: { id } }));
}

export function useSaveInvoice() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.invoices.save.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}

export function useSendInvoice() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.invoices.send.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.invoices.recordPayment.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}

export function useVoidPayment() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.invoices.voidPayment.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}

export function useVoidInvoice() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.invoices.void.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}

/** A task a line bills, for its link to the craft record (loaded only when shown). */
export function useLinkedTask(taskId: string) {
  return useQuery({
    ...orpc.tasks.get.queryOptions({ input: { id: taskId } }),
    select: (task) => ({
      id: task.id,
      title: task.title,
      craftRecordId: task.craftRecordId,
    }),
  });
}

/** The PDF of an invoice (GET, the session's cookie). */
export function invoicePdfUrl(invoiceId: string): string {
  return `/api/billing/invoices/${encodeURIComponent(invoiceId)}/pdf`;
}
