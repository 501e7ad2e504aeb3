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
import type { TFunction } from 'i18next';
import { QueryStates } from '../../../components/list/query-states';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import {
  useReplayWebhookDelivery,
  useWebhookDelivery,
  type TWebhookDeliveryDetails,
} from '../api/webhooks';
import {
  DELIVERY_STATE_COLORS,
  deliveryState,
  deliveryStateLabel,
  eventLabel,
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
function tryOutcome(
  attempt: TWebhookDeliveryDetails['tries'][number],
  t: TFunction<'integrations'>,
): string {
  const ms = String(attempt.durationMs);
  if (attempt.statusCode !== null)
    return t('webhooks.details.answered', { code: String(attempt.statusCode), ms });
  // The error is the server's, in English.
  const error = (attempt.error ?? t('webhooks.details.noAnswer')).replace(/\.$/, '');
  return t('webhooks.details.failed', { error, ms });
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
  const { t, i18n } = useTranslation('integrations');
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
          notify.success(t('webhooks.details.replayQueued'));
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
      <DialogTitle id={`${id}-title`}>{t('webhooks.details.title')}</DialogTitle>
      <DialogContent dividers>
        <QueryStates
          query={delivery}
          loadingLabel={t('webhooks.details.loading')}
          isEmpty={false}
          emptyText=""
        >
          {data && state && (
            <Stack spacing={2}>
              <Box component="dl" sx={TERMS_SX}>
                <dt>{t('webhooks.details.event')}</dt>
                <dd>{eventLabel(data.event, t)}</dd>
                <dt>{t('webhooks.details.eventId')}</dt>
                <dd>
                  <code>{data.eventId}</code>
                </dd>
                <dt>{t('webhooks.details.endpoint')}</dt>
                <dd>
                  <code>{data.url}</code>
                </dd>
                <dt>{t('webhooks.details.queued')}</dt>
                <dd>{formatWhen(data.createdAt, timeZone, i18n.language)}</dd>
                <dt>{t('webhooks.details.status')}</dt>
                <dd>
                  <Chip
                    size="small"
                    color={DELIVERY_STATE_COLORS[state]}
                    label={deliveryStateLabel(state, t)}
                  />
                </dd>
              </Box>
              <section aria-labelledby={`${id}-tries`}>
                <Typography id={`${id}-tries`} component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
                  {t('webhooks.details.tries')}
                </Typography>
                {data.tries.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('webhooks.details.notTried')}
                  </Typography>
                ) : (
                  <Box
                    component="ol"
                    aria-label={t('webhooks.details.tries')}
                    sx={{ m: 0, pl: 2.5 }}
                  >
                    {data.tries.map((attempt) => (
                      <Typography component="li" variant="body2" key={attempt.attempt}>
                        {t('webhooks.details.try', {
                          attempt: String(attempt.attempt),
                          when: formatWhen(attempt.at, timeZone, i18n.language),
                          outcome: tryOutcome(attempt, t),
                        })}
                      </Typography>
                    ))}
                  </Box>
                )}
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                  {t('webhooks.details.statusOnly')}
                </Typography>
              </section>
              <section aria-labelledby={`${id}-body`}>
                <Typography id={`${id}-body`} component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
                  {t('webhooks.details.body')}
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
        <Button onClick={onClose}>{t('webhooks.details.close')}</Button>
        <Button
          variant="contained"
          onClick={handleReplay}
          loading={replay.isPending}
          disabled={!data}
        >
          {t('webhooks.details.replay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
