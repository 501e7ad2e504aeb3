import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryStates } from '../../../components/list/query-states';
import { useNotify } from '../../../lib/notify';
import {
  useReplayWebhookDelivery,
  useWebhookDelivery,
  type TWebhookDeliveryDetails,
} from '../api/webhooks';
import { eventLabel } from './delivery-item';
import {
  DELIVERY_STATE_COLORS,
  DELIVERY_STATE_LABELS,
  deliveryState,
  formatWhen,
} from './delivery-status';

const TERMS_SX = {
  m: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: 1.5,
  rowGap: 0.5,
  typography: 'body2',
  '& dt': { color: 'text.secondary' },
  '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
} as const;

/** What one try came to, e.g. "answered 503 in 120 ms" or the error that stopped it. */
function tryOutcome(attempt: TWebhookDeliveryDetails['tries'][number]): string {
  const what =
    attempt.statusCode !== null
      ? `answered ${attempt.statusCode}`
      : (attempt.error ?? 'no answer').replace(/\.$/, '');
  return `${what} in ${attempt.durationMs} ms`;
}

/**
 * A delivery's details: the request body exactly as signed, each try (when, answer, duration)
 * and Replay, which sends the same event again as a new delivery.
 */
export function DeliveryDetailsDialog({
  deliveryId,
  timeZone,
  onClose,
}: {
  deliveryId: string | null;
  timeZone: string;
  onClose: () => void;
}) {
  const id = useId();
  const notify = useNotify();
  const delivery = useWebhookDelivery(deliveryId);
  const replay = useReplayWebhookDelivery();
  const data = delivery.data;
  const handleReplay = () =>
    deliveryId &&
    replay.mutate(
      { id: deliveryId },
      {
        onSuccess: () => {
          notify.success('Replay queued: it shows in the log as a new delivery.');
          onClose();
        },
        onError: (error) => notify.error(error),
      },
    );
  const state = data ? deliveryState(data.status, data.attempts) : null;
  return (
    <Dialog
      open={deliveryId !== null}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 720 } } }}
    >
      <DialogTitle id={`${id}-title`}>Delivery details</DialogTitle>
      <DialogContent dividers>
        <QueryStates
          query={delivery}
          loadingLabel="Loading the delivery"
          isEmpty={false}
          emptyText=""
        >
          {data && state && (
            <Stack spacing={2}>
              <Box component="dl" sx={TERMS_SX}>
                <dt>Event</dt>
                <dd>{eventLabel(data.event)}</dd>
                <dt>Event id</dt>
                <dd>
                  <code>{data.eventId}</code>
                </dd>
                <dt>Endpoint</dt>
                <dd>
                  <code>{data.url}</code>
                </dd>
                <dt>Queued</dt>
                <dd>{formatWhen(data.createdAt, timeZone)}</dd>
                <dt>Status</dt>
                <dd>
                  <Chip
                    size="small"
                    color={DELIVERY_STATE_COLORS[state]}
                    label={DELIVERY_STATE_LABELS[state]}
                  />
                </dd>
              </Box>
              <section aria-labelledby={`${id}-tries`}>
                <Typography id={`${id}-tries`} component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
                  Tries
                </Typography>
                {data.tries.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    Not tried yet.
                  </Typography>
                ) : (
                  <Box component="ol" aria-label="Tries" sx={{ m: 0, pl: 2.5 }}>
                    {data.tries.map((attempt) => (
                      <Typography component="li" variant="body2" key={attempt.attempt}>
                        Try {attempt.attempt}, {formatWhen(attempt.at, timeZone)}:{' '}
                        {tryOutcome(attempt)}
                      </Typography>
                    ))}
                  </Box>
                )}
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                  Only the receiver’s status code is kept, not the body of its answer.
                </Typography>
              </section>
              <section aria-labelledby={`${id}-body`}>
                <Typography id={`${id}-body`} component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
                  Request body
                </Typography>
                <Box
                  component="pre"
                  tabIndex={0}
                  aria-labelledby={`${id}-body`}
                  sx={{
                    m: 0,
                    p: 1.5,
                    maxHeight: 320,
                    overflow: 'auto',
                    bgcolor: 'action.hover',
                    borderRadius: 1,
                    fontSize: 13,
                    whiteSpace: 'pre-wrap',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {JSON.stringify(data.payload, null, 2)}
                </Box>
              </section>
            </Stack>
          )}
        </QueryStates>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          onClick={handleReplay}
          loading={replay.isPending}
          disabled={!data}
        >
          Replay
        </Button>
      </DialogActions>
    </Dialog>
  );
}
