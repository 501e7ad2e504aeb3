import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

export type TCustomerPick = TRpcOutputs['customers']['pick'][number];

/** Customers (and their locations) a Job may be created for, by name. */
export function useCustomerPick(search: string) {
  return useQuery({
    ...orpc.customers.pick.queryOptions({ input: { search } }),
    placeholderData: keepPreviousData,
  });
}

/** A new customer with its first location, from /create-customer-task. */
export function useCreateCustomerForJob() {
  return useMutation(orpc.customers.createForJob.mutationOptions());
}

/** The estimate a task is made from (`?estimateId=`), to prefill the wizard. */
export function useEstimateForTask(estimateId: string | null) {
  return useQuery({
    ...orpc.estimates.get.queryOptions({ input: { id: estimateId ?? '' } }),
    enabled: estimateId !== null,
  });
}
