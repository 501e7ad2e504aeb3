import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TWebhookDeliveryRow } from '../api/webhooks';
import {
  DELIVERY_STATE_COLORS,
  deliveryState,
  deliveryStateLabel,
  eventLabel,
  formatWhen,
} from './delivery-status';

/** The log's columns on a wide screen; on a phone each cell stacks with its own label. */
export const DELIVERY_GRID = {
  display: 'grid',
  gridTemplateColumns: {
    xs: 'max-content 1fr',
    // Fixed widths after the first two, so the header row lines up with every card.
    md: 'minmax(150px, 1.4fr) minmax(170px, 1.2fr) 56px 84px 90px 100px 88px',
  },
  columnGap: 2,
  rowGap: 0.5,
  alignItems: 'center',
} as const;

/** The log's column headings, in order. */
export const deliveryHeadings = (t: TFunction<'integrations'>) => [
  t('webhooks.item.event'),
  t('webhooks.item.when'),
  t('webhooks.item.try'),
  t('webhooks.item.response'),
  t('webhooks.item.duration'),
  t('webhooks.item.status'),
];

/** A cell: its heading shows beside it on a phone; on a wide screen the header row names it. */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box
        component="span"
        sx={{ color: 'text.secondary', typography: 'body2', display: { md: 'none' } }}
      >
        {label}
      </Box>
      <Box component="span" sx={{ typography: 'body2', minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

/** One delivery: event, when, latest try, its answer, how long it took, state and Details. */
export function DeliveryItem({
  delivery,
  timeZone,
  onDetails,
}: {
  delivery: TWebhookDeliveryRow;
  timeZone: string;
  onDetails: (deliveryId: string) => void;
}) {
  const { t, i18n } = useTranslation('integrations');
  const state = deliveryState(delivery.status, delivery.attempts);
  const stateLabel = deliveryStateLabel(state, t);
  const when = formatWhen(delivery.createdAt, timeZone, i18n.language);
  const event = eventLabel(delivery.event, t);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={t('webhooks.item.label', { event, state: stateLabel, when })}
      sx={{ listStyle: 'none', px: 2, py: 1.25, ...DELIVERY_GRID }}
    >
      <Cell label={t('webhooks.item.event')}>
        <Box component="span" sx={{ fontWeight: 500 }}>
          {event}
        </Box>
        {delivery.replayOf && (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {' '}
            {t('webhooks.item.replay')}
          </Box>
        )}
      </Cell>
      <Cell label={t('webhooks.item.when')}>{when}</Cell>
      <Cell label={t('webhooks.item.try')}>
        {delivery.attempts === 0 ? '–' : delivery.attempts}
      </Cell>
      <Cell label={t('webhooks.item.response')}>{delivery.lastStatusCode ?? '–'}</Cell>
      <Cell label={t('webhooks.item.duration')}>
        {delivery.lastDurationMs === null
          ? '–'
          : t('webhooks.item.ms', { ms: String(delivery.lastDurationMs) })}
      </Cell>
      <Cell label={t('webhooks.item.status')}>
        <Chip size="small" color={DELIVERY_STATE_COLORS[state]} label={stateLabel} />
      </Cell>
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, justifySelf: { md: 'end' } }}>
        <Button
          size="small"
          onClick={() => onDetails(delivery.id)}
          aria-label={t('webhooks.item.detailsOf', { event, when })}
        >
          {t('webhooks.item.details')}
        </Button>
      </Box>
    </Paper>
  );
}
