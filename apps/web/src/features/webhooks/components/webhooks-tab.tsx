import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useSite } from '../../../lib/session';
import { useWebhookEndpoints, type TWebhookEndpointRow } from '../api/webhooks';
import { DeliveryLog } from './delivery-log';
import { EndpointFormDialog } from './endpoint-form-dialog';
import { EndpointList } from './endpoint-list';
import { SecretDialog, type TShownSecret } from './secret-dialog';

type TEditing = { endpoint: TWebhookEndpointRow | null };

/**
 * The Integrations page's "Webhooks" tab: the site's endpoints (add, edit, pause, test, rotate
 * the secret, delete) and the log of one endpoint's deliveries, with details and Replay.
 */
export function WebhooksTab() {
  const { t } = useTranslation('integrations');
  const site = useSite();
  const timeZone = site?.timezone ?? 'UTC';
  const endpoints = useWebhookEndpoints();
  const [editing, setEditing] = useState<TEditing | null>(null);
  const [secret, setSecret] = useState<TShownSecret | null>(null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const logHeading = useRef<HTMLHeadingElement>(null);
  const list = endpoints.data ?? [];
  // The log shows the chosen endpoint while it is listed, else the first one.
  const logEndpointId = list.find((e) => e.id === chosenId)?.id ?? list[0]?.id ?? null;

  const handleShowDeliveries = (endpointId: string) => {
    setChosenId(endpointId);
    logHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    logHeading.current?.focus({ preventScroll: true });
  };

  return (
    <Stack spacing={3}>
      <section aria-labelledby="webhooks-heading">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
        >
          <Typography id="webhooks-heading" component="h3" variant="h6">
            {t('webhooks.heading')}
          </Typography>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ endpoint: null })}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
          >
            {t('webhooks.add')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('webhooks.intro')}
        </Typography>
        <EndpointList
          timeZone={timeZone}
          onEdit={(endpoint) => setEditing({ endpoint })}
          onShowDeliveries={handleShowDeliveries}
          onSecret={setSecret}
        />
      </section>
      {list.length > 0 && (
        <section aria-labelledby="webhook-deliveries-heading">
          <Typography
            id="webhook-deliveries-heading"
            ref={logHeading}
            tabIndex={-1}
            component="h3"
            variant="h6"
            sx={{ mb: 1, scrollMarginTop: 72, '&:focus': { outline: 'none' } }}
          >
            {t('webhooks.deliveriesHeading')}
          </Typography>
          <DeliveryLog
            key={logEndpointId}
            endpoints={list}
            endpointId={logEndpointId}
            onEndpointChange={setChosenId}
            timeZone={timeZone}
          />
        </section>
      )}
      <EndpointFormDialog
        open={editing !== null}
        endpoint={editing?.endpoint ?? null}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          setChosenId(saved.id);
          if (saved.secret) setSecret({ url: saved.url, secret: saved.secret, isRotated: false });
        }}
      />
      <SecretDialog shown={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}
