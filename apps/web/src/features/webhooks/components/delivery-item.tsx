import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import {
  WEBHOOK_EVENT_LABELS,
  type TWebhookDeliveryEvent,
} from '@craftwork/domain/integrations/webhooks';
import type { TWebhookDeliveryRow } from '../api/webhooks';
import {
  DELIVERY_STATE_COLORS,
  DELIVERY_STATE_LABELS,
  deliveryState,
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

export const DELIVERY_HEADINGS = ['Event', 'When', 'Try', 'Response', 'Duration', 'Status'];

export const eventLabel = (event: string) =>
  WEBHOOK_EVENT_LABELS[event as TWebhookDeliveryEvent] ?? event;

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
  const state = deliveryState(delivery.status, delivery.attempts);
  const when = formatWhen(delivery.createdAt, timeZone);
  const event = eventLabel(delivery.event);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`${event}, ${DELIVERY_STATE_LABELS[state]}, ${when}`}
      sx={{ listStyle: 'none', px: 2, py: 1.25, ...DELIVERY_GRID }}
    >
      <Cell label="Event">
        <Box component="span" sx={{ fontWeight: 500 }}>
          {event}
        </Box>
        {delivery.replayOf && (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {' '}
            (replay)
          </Box>
        )}
      </Cell>
      <Cell label="When">{when}</Cell>
      <Cell label="Try">{delivery.attempts === 0 ? '–' : delivery.attempts}</Cell>
      <Cell label="Response">{delivery.lastStatusCode ?? '–'}</Cell>
      <Cell label="Duration">
        {delivery.lastDurationMs === null ? '–' : `${delivery.lastDurationMs} ms`}
      </Cell>
      <Cell label="Status">
        <Chip
          size="small"
          color={DELIVERY_STATE_COLORS[state]}
          label={DELIVERY_STATE_LABELS[state]}
        />
      </Cell>
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, justifySelf: { md: 'end' } }}>
        <Button
          size="small"
          onClick={() => onDetails(delivery.id)}
          aria-label={`Details of ${event}, ${when}`}
        >
          Details
        </Button>
      </Box>
    </Paper>
  );
}
