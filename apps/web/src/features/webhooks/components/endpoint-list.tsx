import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { QueryStates } from '../../../components/list/query-states';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useWebhookEndpoints, type TWebhookEndpointRow } from '../api/webhooks';
import { EndpointActions } from './endpoint-actions';
import { endpointStateLabel, eventLabel, formatWhen } from './delivery-status';
import type { TShownSecret } from './secret-dialog';

/** "Delivered (200), 11/20/2026 10:00 AM", or that nothing was sent yet. */
function lastDeliveryText(
  endpoint: TWebhookEndpointRow,
  timeZone: string,
  t: TFunction<'integrations'>,
  language: string,
): string {
  const last = endpoint.lastDelivery;
  if (!last) return t('webhooks.list.noneYet');
  const status = t(`webhooks.list.lastStatus.${last.status}`);
  const when = formatWhen(last.createdAt, timeZone, language);
  return last.statusCode === null
    ? t('webhooks.list.last', { status, when })
    : t('webhooks.list.lastWithCode', { status, code: String(last.statusCode), when });
}

/** The site's endpoints as cards: address, state, events, latest delivery and the actions. */
export function EndpointList({
  timeZone,
  onEdit,
  onShowDeliveries,
  onSecret,
}: {
  timeZone: string;
  onEdit: (endpoint: TWebhookEndpointRow) => void;
  onShowDeliveries: (endpointId: string) => void;
  onSecret: (shown: TShownSecret) => void;
}) {
  const { t, i18n } = useTranslation('integrations');
  const endpoints = useWebhookEndpoints();
  return (
    <QueryStates
      query={endpoints}
      loadingLabel={t('webhooks.list.loading')}
      isEmpty={endpoints.data?.length === 0}
      emptyText={t('webhooks.list.empty')}
    >
      <Stack component="ul" aria-label={t('webhooks.list.label')} spacing={1.5} sx={{ p: 0, m: 0 }}>
        {(endpoints.data ?? []).map((endpoint) => (
          <Paper
            component="li"
            variant="outlined"
            key={endpoint.id}
            aria-label={t('webhooks.list.item', {
              url: endpoint.url,
              state: endpointStateLabel(endpoint.active, t),
            })}
            // A paused card is told apart by its chip, not by fading: faded text fails contrast.
            sx={{ listStyle: 'none', p: 2 }}
          >
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
            >
              <Typography
                component="h4"
                variant="subtitle1"
                sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 0 }}
              >
                {endpoint.url}
              </Typography>
              <Chip
                size="small"
                color={endpoint.active ? 'success' : 'default'}
                label={endpointStateLabel(endpoint.active, t)}
              />
            </Stack>
            {endpoint.description && (
              <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {endpoint.description}
              </Typography>
            )}
            <Box
              component="dl"
              sx={{
                m: 0,
                my: 1,
                display: 'grid',
                gridTemplateColumns: 'max-content 1fr',
                columnGap: 1.5,
                rowGap: 0.5,
                typography: 'body2',
                alignItems: 'baseline',
                '& dt': { color: 'text.secondary' },
                '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
              }}
            >
              <dt>{t('webhooks.list.events')}</dt>
              <dd>
                <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                  {endpoint.events.map((event) => (
                    <Chip
                      key={event}
                      size="small"
                      variant="outlined"
                      label={eventLabel(event, t)}
                    />
                  ))}
                </Stack>
              </dd>
              <dt>{t('webhooks.list.lastDelivery')}</dt>
              <dd>{lastDeliveryText(endpoint, timeZone, t, i18n.language)}</dd>
            </Box>
            <EndpointActions
              endpoint={endpoint}
              onEdit={onEdit}
              onShowDeliveries={onShowDeliveries}
              onSecret={onSecret}
            />
          </Paper>
        ))}
      </Stack>
    </QueryStates>
  );
}
