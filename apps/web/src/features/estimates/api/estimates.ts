import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEstimateStatus } from '@craftwork/domain/billing/transitions';
import { applyLiveMessage } from '../../../lib/live';
import { orpc } from '../../../lib/rpc';

// Every money query (estimates, invoices, customers' pages) after a change.
const refresh = { topics: ['billing'] };

/** The site's estimates, filtered; refetched live (topic billing). */
export function useEstimates(input: { search: string; status: TEstimateStatus | null }) {
  return useQuery(orpc.estimates.list.queryOptions({ input, placeholderData: keepPreviousData }));
}

/** One estimate with its lines, answer and what was made of it. */
export function useEstimate(id: string | null) {
  return useQuery({
    ...orpc.estimates.get.queryOptions({ input: { id: id ?? '' } }),
    enabled: id !== null,
  });
}

/** Customers for the picker, searched by name. */
export function useCustomerChoices(search: string) {
  return useQuery(
    orpc.customers.list.queryOptions({
      input: { search, limit: 50 },
      placeholderData: keepPreviousData,
    }),
  );
}

/** A customer with its locations (the location picker, tax exemption). */
export function useCustomer(id: string | null) {
  return useQuery({
    ...orpc.customers.get.queryOptions({ input: { id: id ?? '' } }),
    enabled: id !== null,
  });
}

export function useSaveEstimate() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.estimates.save.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}

export function useSendEstimate() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.estimates.send.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}

export function useReviseEstimate() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.estimates.revise.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}

export function useMarkEstimateRejected() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.estimates.markRejected.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}

/** An invoice draft made from an approved estimate. */
export function useCreateInvoiceFromEstimate() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.invoices.create.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}

/** The estimate's PDF, fetched by the browser with the session cookie. */
export function estimatePdfUrl(id: string): string {
  return `/api/billing/estimates/${encodeURIComponent(id)}/pdf`;
}
