import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  NEW_SITE_KEY_MAX,
  NEW_SITE_MESSAGES,
  SITE_NAME_MAX,
  timeZoneNames,
  ZCreateSiteInput,
} from '@craftwork/domain/site/new-site';
import { FormDialog } from '../../../components/ui/form-dialog';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { useCreateSite } from '../api/create-site';
import { MapCentrePicker, type TPoint } from './map-centre-picker';

type TFields = {
  siteKey: string;
  name: string;
  timezone: string;
  latitude: string;
  longitude: string;
  makeDefault: boolean;
};

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const toNumber = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** The payload the fields make, and each field's first error. */
function check(fields: TFields) {
  const result = ZCreateSiteInput.safeParse({
    siteKey: fields.siteKey,
    name: fields.name,
    timezone: fields.timezone,
    latitude: toNumber(fields.latitude),
    longitude: toNumber(fields.longitude),
    makeDefault: fields.makeDefault,
  });
  const errors: Partial<Record<keyof TFields, string>> = {};
  // Text that is no number says the range, not zod's "expected number".
  if (Number.isNaN(toNumber(fields.latitude))) errors.latitude = NEW_SITE_MESSAGES.latitudeRange;
  if (Number.isNaN(toNumber(fields.longitude))) errors.longitude = NEW_SITE_MESSAGES.longitudeRange;
  if (!result.success)
    for (const issue of result.error.issues) {
      const key = issue.path[0] as keyof TFields;
      errors[key] ??= issue.message;
    }
  return { data: result.success ? result.data : null, errors };
}

/** Create a site: key, name, time zone and map centre; the creator becomes its site admin. */
export function CreateSiteDialog({
  open,
  onClose,
  onCreated,
  start,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (siteKey: string, madeDefault: boolean) => void;
  start: TPoint & { zoom?: number };
}) {
  const create = useCreateSite();
  return (
    <FormDialog open={open} onClose={onClose} isPending={create.isPending} maxWidth={560}>
      {(titleId) => (
        <CreateSiteForm
          titleId={titleId}
          onClose={onClose}
          onCreated={onCreated}
          start={start}
          create={create}
        />
      )}
    </FormDialog>
  );
}

function CreateSiteForm({
  titleId,
  onClose,
  onCreated,
  start,
  create,
}: {
  titleId: string;
  onClose: () => void;
  onCreated: (siteKey: string, madeDefault: boolean) => void;
  start: TPoint & { zoom?: number };
  create: ReturnType<typeof useCreateSite>;
}) {
  const { t } = useTranslation('sites');
  const notify = useNotify();
  const zones = useMemo(() => timeZoneNames(), []);
  const [fields, setFields] = useState<TFields>({
    siteKey: '',
    name: '',
    timezone: browserTimeZone(),
    latitude: '',
    longitude: '',
    makeDefault: true,
  });
  const [touched, setTouched] = useState<Partial<Record<keyof TFields, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const { data, errors } = check(fields);
  const shown = (key: keyof TFields) => ((submitted || touched[key]) && errors[key]) || undefined;
  const set = (key: keyof TFields, value: string | boolean) => {
    create.reset();
    setFields((f) => ({ ...f, [key]: value }));
  };
  const touch = (key: keyof TFields) => () => setTouched((t) => ({ ...t, [key]: true }));
  const point: TPoint | null =
    toNumber(fields.latitude) !== null &&
    toNumber(fields.longitude) !== null &&
    !errors.latitude &&
    !errors.longitude
      ? { lat: Number(fields.latitude), lng: Number(fields.longitude) }
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!data) return;
    create.mutate(data, {
      onSuccess: ({ siteKey }) => {
        notify.success(
          data.makeDefault ? NEW_SITE_MESSAGES.created : NEW_SITE_MESSAGES.createdNotDefault,
        );
        onCreated(siteKey, data.makeDefault);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{t('create.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('create.intro')}
          </Typography>
          <TextField
            id="new-site-key"
            label={t('create.siteKey')}
            required
            autoFocus
            autoComplete="off"
            value={fields.siteKey}
            onChange={(e) => set('siteKey', e.target.value)}
            onBlur={touch('siteKey')}
            error={Boolean(shown('siteKey'))}
            helperText={shown('siteKey') ?? t('create.siteKeyHelp')}
            slotProps={{ htmlInput: { maxLength: NEW_SITE_KEY_MAX + 2 } }}
          />
          <TextField
            id="new-site-name"
            label={t('create.siteName')}
            required
            value={fields.name}
            onChange={(e) => set('name', e.target.value)}
            onBlur={touch('name')}
            error={Boolean(shown('name'))}
            helperText={shown('name')}
            slotProps={{ htmlInput: { maxLength: SITE_NAME_MAX } }}
          />
          <Autocomplete
            id="new-site-time-zone"
            options={zones}
            value={fields.timezone || null}
            onChange={(_e, value) => set('timezone', value ?? '')}
            autoHighlight
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('create.timeZone')}
                required
                onBlur={touch('timezone')}
                error={Boolean(shown('timezone'))}
                helperText={shown('timezone')}
              />
            )}
          />
          <div>
            <Typography variant="subtitle2" component="h3" gutterBottom>
              {t('create.mapCentre')}
            </Typography>
            <MapCentrePicker
              value={point}
              start={start}
              onChange={(p) => {
                create.reset();
                setFields((f) => ({ ...f, latitude: String(p.lat), longitude: String(p.lng) }));
              }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
              <TextField
                id="new-site-latitude"
                label={t('create.latitude')}
                inputMode="decimal"
                value={fields.latitude}
                onChange={(e) => set('latitude', e.target.value)}
                onBlur={touch('latitude')}
                error={Boolean(shown('latitude'))}
                helperText={shown('latitude')}
                fullWidth
              />
              <TextField
                id="new-site-longitude"
                label={t('create.longitude')}
                inputMode="decimal"
                value={fields.longitude}
                onChange={(e) => set('longitude', e.target.value)}
                onBlur={touch('longitude')}
                error={Boolean(shown('longitude'))}
                helperText={shown('longitude')}
                fullWidth
              />
            </Stack>
          </div>
          <FormControlLabel
            control={
              <Checkbox
                checked={fields.makeDefault}
                onChange={(e) => set('makeDefault', e.target.checked)}
              />
            }
            label={t('create.makeDefault')}
          />
          {create.isError && (
            <Alert severity="error" role="alert">
              {errorText(create.error)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending}>
          {t('create.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {t('create.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
