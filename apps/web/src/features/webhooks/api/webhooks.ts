import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

export type TWebhookEndpointRow = TRpcOutputs['webhooks']['list'][number];
export type TWebhookDeliveryRow = TRpcOutputs['webhooks']['listDeliveries']['items'][number];
export type TWebhookDeliveryDetails = TRpcOutputs['webhooks']['getDelivery'];

/** The site's webhook endpoints with their latest delivery; refetched live (topic webhooks). */
export function useWebhookEndpoints() {
  return useQuery(orpc.webhooks.list.queryOptions());
}

function useInvalidateWebhooks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orpc.webhooks.key() });
}

export function useCreateWebhookEndpoint() {
  const invalidate = useInvalidateWebhooks();
  return useMutation(orpc.webhooks.create.mutationOptions({ onSuccess: invalidate }));
}

/** Edits an endpoint, or pauses and resumes it (`active`). */
export function useUpdateWebhookEndpoint() {
  const invalidate = useInvalidateWebhooks();
  return useMutation(orpc.webhooks.update.mutationOptions({ onSuccess: invalidate }));
}

export function useDeleteWebhookEndpoint() {
  const invalidate = useInvalidateWebhooks();
  return useMutation(orpc.webhooks.delete.mutationOptions({ onSuccess: invalidate }));
}

/** A new signing secret, answered this once. */
export function useRotateWebhookSecret() {
  return useMutation(orpc.webhooks.rotateSecret.mutationOptions());
}

export function useSendWebhookTest() {
  const invalidate = useInvalidateWebhooks();
  return useMutation(orpc.webhooks.sendTest.mutationOptions({ onSuccess: invalidate }));
}

/** Sends a delivery's event again, as a new delivery. */
export function useReplayWebhookDelivery() {
  const invalidate = useInvalidateWebhooks();
  return useMutation(orpc.webhooks.replay.mutationOptions({ onSuccess: invalidate }));
}

/** A page (20 a page, newest first) of one endpoint's deliveries; refetched live. */
export function useWebhookDeliveries(endpointId: string | null, page: number) {
  return useQuery(
    orpc.webhooks.listDeliveries.queryOptions({
      input: { endpointId: endpointId ?? '', page },
      enabled: endpointId !== null,
      placeholderData: keepPreviousData,
    }),
  );
}

/** One delivery: its payload as sent and every try. */
export function useWebhookDelivery(deliveryId: string | null) {
  return useQuery(
    orpc.webhooks.getDelivery.queryOptions({
      input: { id: deliveryId ?? '' },
      enabled: deliveryId !== null,
    }),
  );
}
