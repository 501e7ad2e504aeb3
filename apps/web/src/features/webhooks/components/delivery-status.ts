import { formatListDateTime } from '@craftwork/domain/format/dates';
import type { TWebhookDeliveryStatus } from '@craftwork/domain/integrations/webhooks';

/** How the page names a delivery's state: a pending one that was tried already is retrying. */
export type TDeliveryState = 'delivered' | 'failed' | 'retrying' | 'queued';

export const DELIVERY_STATE_LABELS: Record<TDeliveryState, string> = {
  delivered: 'Delivered',
  failed: 'Failed',
  retrying: 'Retrying',
  queued: 'Queued',
};

export const DELIVERY_STATE_COLORS: Record<
  TDeliveryState,
  'success' | 'error' | 'warning' | 'default'
> = {
  delivered: 'success',
  failed: 'error',
  retrying: 'warning',
  queued: 'default',
};

export function deliveryState(status: TWebhookDeliveryStatus, attempts: number): TDeliveryState {
  if (status === 'succeeded') return 'delivered';
  if (status === 'failed') return 'failed';
  return attempts > 0 ? 'retrying' : 'queued';
}

/** A date-time the server sent (a Date over RPC, a string in JSON), in the site's time zone. */
export function formatWhen(value: Date | string, timeZone: string): string {
  return formatListDateTime(new Date(value), timeZone);
}

/** An endpoint's state in words, as its list item is named. */
export const endpointStateLabel = (active: boolean) => (active ? 'Active' : 'Paused');
