import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
  ZWebhookEndpointInput,
  type TWebhookEvent,
} from '@craftwork/domain/integrations/webhooks';
import { FormDialog } from '../../../components/ui/form-dialog';
import { errorText } from '../../../lib/i18n/error-text';
import { useDomainText } from '../../../lib/i18n/domain-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import {
  useCreateWebhookEndpoint,
  useUpdateWebhookEndpoint,
  type TWebhookEndpointRow,
} from '../api/webhooks';

/** What the form answers after saving: a new endpoint's secret (shown once), else nothing. */
export type TSavedEndpoint = { id: string; url: string; secret: string | null };

/**
 * Add endpoint (no `endpoint`) or Edit endpoint: address, description, events and whether it
 * is on. The address rules (HTTPS, a public host) are the server's: its refusal shows in words.
 */
export function EndpointFormDialog({
  open,
  endpoint,
  onClose,
  onSaved,
}: {
  open: boolean;
  endpoint: TWebhookEndpointRow | null;
  onClose: () => void;
  onSaved: (saved: TSavedEndpoint) => void;
}) {
  return (
    <FormDialog open={open} onClose={onClose} maxWidth={560}>
      {(titleId, onPending) => (
        <EndpointForm
          titleId={titleId}
          endpoint={endpoint}
          onPending={onPending}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </FormDialog>
  );
}

function EndpointForm({
  titleId,
  endpoint,
  onPending,
  onCancel,
  onSaved,
}: {
  titleId: string;
  endpoint: TWebhookEndpointRow | null;
  onPending: (pending: boolean) => void;
  onCancel: () => void;
  onSaved: (saved: TSavedEndpoint) => void;
}) {
  const { t } = useTranslation('integrations');
  // The form rules' and the server's texts, and the generic one, are the domain's English.
  const domainText = useDomainText();
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<TWebhookEvent[]>(
    (endpoint?.events as TWebhookEvent[] | undefined) ?? [],
  );
  const [active, setActive] = useState(endpoint?.active ?? true);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [isSaving, setIsSaving] = useState(false);
  const parsed = ZWebhookEndpointInput.safeParse({ url, description, events });
  const issue = (field: string) =>
    submitted && !parsed.success
      ? parsed.error.issues.find((i) => i.path[0] === field)?.message
      : undefined;
  const urlError = issue('url');
  const eventsError = issue('events');

  const toggle = (event: TWebhookEvent, checked: boolean) =>
    setEvents((current) =>
      checked ? [...current, event] : current.filter((chosen) => chosen !== event),
    );

  const save = async () => {
    if (!parsed.success) return;
    setIsSaving(true);
    onPending(true);
    setFailure(null);
    try {
      if (endpoint) {
        await update.mutateAsync({ id: endpoint.id, ...parsed.data, active });
        onSaved({ id: endpoint.id, url: parsed.data.url, secret: null });
      } else {
        const made = await create.mutateAsync({ ...parsed.data, active });
        onSaved({ id: made.id, url: parsed.data.url, secret: made.secret });
      }
    } catch (error) {
      setFailure(error);
    } finally {
      setIsSaving(false);
      onPending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    void save();
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {endpoint ? t('webhooks.form.editTitle') : t('webhooks.form.addTitle')}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextField
            id="webhook-url"
            label={t('webhooks.form.url')}
            type="url"
            required
            autoFocus
            value={url}
            onChange={(e) => {
              setFailure(null);
              setUrl(e.target.value);
            }}
            error={Boolean(urlError)}
            helperText={urlError === undefined ? t('webhooks.form.urlHelp') : domainText(urlError)}
            slotProps={{ htmlInput: { maxLength: WEBHOOK_URL_MAX, spellCheck: false } }}
          />
          <TextField
            id="webhook-description"
            label={t('webhooks.form.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            helperText={t('webhooks.form.descriptionHelp')}
            slotProps={{ htmlInput: { maxLength: WEBHOOK_DESCRIPTION_MAX } }}
          />
          <FormControl component="fieldset" error={Boolean(eventsError)}>
            <FormLabel component="legend">{t('webhooks.form.events')}</FormLabel>
            <FormGroup>
              {WEBHOOK_EVENTS.map((event) => (
                <FormControlLabel
                  key={event}
                  label={t(`webhooks.events.${event}`)}
                  control={
                    <Checkbox
                      checked={events.includes(event)}
                      onChange={(e) => toggle(event, e.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText>
              {eventsError === undefined ? t('webhooks.form.eventsHelp') : domainText(eventsError)}
            </FormHelperText>
          </FormControl>
          <FormControlLabel
            label={t('webhooks.form.active')}
            control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />}
          />
          {failure !== null && (
            <Alert severity="error" role="alert">
              {errorText(failure)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isSaving}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={isSaving}>
          {endpoint ? t('webhooks.form.save') : t('webhooks.form.add')}
        </Button>
      </DialogActions>
    </form>
  );
}
