import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TInventoryObjectHistoryInput,
  TInventoryObjectListInput,
} from '@craftwork/domain/inventory/objects';
import { useCsvExport } from '../../../components/list/use-csv-export';
import { applyLiveMessage } from '../../../lib/live';
import { orpc } from '../../../lib/rpc';

// Every inventory query (lists, the object page, the status dialog's objects) after a change.
const refresh = { topics: ['inventory'] };

/** A page of the site's inventory objects; refetched live (topic inventory). */
export function useInventoryObjectsPage(input: TInventoryObjectListInput) {
  return useQuery(
    orpc.inventoryObjects.list.queryOptions({ input, placeholderData: keepPreviousData }),
  );
}

/** Inventory Objects - {date}.csv of the filtered rows. */
export function useExportInventoryObjects() {
  return useCsvExport(orpc.inventoryObjects.exportCsv.mutationOptions());
}

/** One object with its stock per location (hidden objects answer NOT_FOUND). */
export function useInventoryObject(id: string) {
  return useQuery(orpc.inventoryObjects.get.queryOptions({ input: { id } }));
}

/** A page of an object's movements, newest first. */
export function useInventoryObjectHistory(input: TInventoryObjectHistoryInput) {
  return useQuery(
    orpc.inventoryObjects.history.queryOptions({ input, placeholderData: keepPreviousData }),
  );
}

export function useCreateInventoryObject() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.inventoryObjects.create.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}

export function useUpdateInventoryObject() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.inventoryObjects.update.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}

export function useSetInventoryObjectStatus() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.inventoryObjects.setStatus.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}

export function useSetInventoryThreshold() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.inventoryObjects.setThreshold.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}

export function useMoveInventoryStock() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.inventoryObjects.move.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}
