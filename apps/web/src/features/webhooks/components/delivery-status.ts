import type { TFunction } from 'i18next';
import { formatListDateTime } from '@craftwork/domain/i18n/format';
import {
  WEBHOOK_EVENT_LABELS,
  type TWebhookDeliveryEvent,
  type TWebhookDeliveryStatus,
} from '@craftwork/domain/integrations/webhooks';

/** How the page names a delivery's state: a pending one that was tried already is retrying. */
export type TDeliveryState = 'delivered' | 'failed' | 'retrying' | 'queued';

/** A delivery's state in words (the integrations catalogue's). */
export const deliveryStateLabel = (state: TDeliveryState, t: TFunction<'integrations'>) =>
  t(`webhooks.deliveryState.${state}`);

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

/**
 * A date-time the server sent (a Date over RPC, a string in JSON), in the site's time zone and
 * the reader's language (English: MM/DD/YYYY hh:mm A).
 */
export function formatWhen(value: Date | string, timeZone: string, language: string): string {
  return formatListDateTime(new Date(value), language, timeZone);
}

/** An endpoint's state in words, as its list item is named. */
export const endpointStateLabel = (active: boolean, t: TFunction<'integrations'>) =>
  active ? t('webhooks.state.active') : t('webhooks.state.paused');

const isDeliveryEvent = (event: string): event is TWebhookDeliveryEvent =>
  Object.hasOwn(WEBHOOK_EVENT_LABELS, event);

/** An event's name in words; an event this page does not know keeps its code. */
export const eventLabel = (event: string, t: TFunction<'integrations'>) =>
  isDeliveryEvent(event) ? t(`webhooks.events.${event}`) : event;
