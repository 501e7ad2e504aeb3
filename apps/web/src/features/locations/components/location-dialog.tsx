import { useState, type ClipboardEvent, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  LOCATION_LIMITS,
  LOCATION_MESSAGES,
  parseCoordinate,
  parseCoordinatePair,
  ZLocationFields,
} from '@craftwork/domain/admin/locations';
import type { TFunction } from 'i18next';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { useCreateLocation } from '../api/create-location';
import type { TLocation } from '../api/list-locations';
import { useUpdateLocation } from '../api/update-location';
import { MapPointPicker, type TPoint } from '../../../components/map/map-point-picker';

type TField = 'title' | 'department' | 'latitude' | 'longitude';

type TLocationDialogProps = {
  open: boolean;
  /** The location to edit; a new one when null. */
  location: TLocation | null;
  /** Where the map opens for a location without a place (the site's center). */
  siteCenter: TPoint;
  onClose: () => void;
};

/** New Location and Edit Location: title, department, and the place picked on the map or typed. */
export function LocationDialog(props: TLocationDialogProps) {
  return (
    <FormDialog open={props.open} onClose={props.onClose} maxWidth={560}>
      {(titleId) => <LocationForm {...props} titleId={titleId} />}
    </FormDialog>
  );
}

/** A field's problem (the domain's location rules) in the language shown; others as written. */
function locationMessage(t: TFunction<'inventory'>, text: string | undefined): string | undefined {
  switch (text) {
    case LOCATION_MESSAGES.required:
      return t('locations.errors.required');
    case LOCATION_MESSAGES.titleTooLong:
      return t('locations.errors.titleTooLong', { max: LOCATION_LIMITS.title });
    case LOCATION_MESSAGES.departmentTooLong:
      return t('locations.errors.departmentTooLong', { max: LOCATION_LIMITS.department });
    case LOCATION_MESSAGES.latitudeRange:
      return t('locations.errors.latitudeRange');
    case LOCATION_MESSAGES.longitudeRange:
      return t('locations.errors.longitudeRange');
    case LOCATION_MESSAGES.bothOrNeither:
      return t('locations.errors.bothOrNeither');
    default:
      return text;
  }
}

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

function LocationForm({
  location,
  siteCenter,
  onClose,
  titleId,
}: TLocationDialogProps & { titleId: string }) {
  const { t } = useTranslation('inventory');
  const notify = useNotify();
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const [title, setTitle] = useState(location?.title ?? '');
  const [department, setDepartment] = useState(location?.department ?? '');
  const [latitude, setLatitude] = useState(text(location?.latitude));
  const [longitude, setLongitude] = useState(text(location?.longitude));
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const isPending = create.isPending || update.isPending;

  const lat = parseCoordinate(latitude);
  const lng = parseCoordinate(longitude);
  const point =
    lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
      ? { lat, lng }
      : null;

  const pick = (picked: TPoint | null) => {
    setLatitude(text(picked?.lat));
    setLongitude(text(picked?.lng));
    setErrors((e) => ({ ...e, latitude: undefined, longitude: undefined }));
  };

  // A pasted "29.76, -95.37" (as map services copy a place) fills both fields.
  const handlePaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const pair = parseCoordinatePair(event.clipboardData.getData('text'));
    if (!pair) return;
    event.preventDefault();
    pick({ lat: pair.latitude, lng: pair.longitude });
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZLocationFields.safeParse({ title, department, latitude: lat, longitude: lng });
    if (!parsed.success) {
      const found: Partial<Record<TField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as TField;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    const done = {
      onSuccess: () => {
        notify.success(location ? t('locations.updated') : t('locations.added'));
        onClose();
      },
      onError: (error: unknown) => notify.error(error),
    };
    if (location) update.mutate({ id: location.id, ...parsed.data }, done);
    else create.mutate(parsed.data, done);
  };

  const field = (name: TField) => ({
    error: Boolean(errors[name]),
    helperText: locationMessage(t, errors[name]),
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <DialogTitle id={titleId}>
        {location ? t('locationDialog.editTitle') : t('locationDialog.newTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('locationDialog.title')}
            required
            autoFocus
            fullWidth
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              setErrors((e) => ({ ...e, title: undefined }));
            }}
            slotProps={{ htmlInput: { maxLength: LOCATION_LIMITS.title } }}
            {...field('title')}
          />
          <TextField
            label={t('locationDialog.department')}
            fullWidth
            value={department}
            onChange={(event) => setDepartment(event.target.value)}
            slotProps={{ htmlInput: { maxLength: LOCATION_LIMITS.department } }}
            {...field('department')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} onPaste={handlePaste}>
            <TextField
              label={t('locationDialog.latitude')}
              fullWidth
              value={latitude}
              onChange={(event) => {
                setLatitude(event.target.value);
                setErrors((e) => ({ ...e, latitude: undefined, longitude: undefined }));
              }}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 24 } }}
              {...field('latitude')}
            />
            <TextField
              label={t('locationDialog.longitude')}
              fullWidth
              value={longitude}
              onChange={(event) => {
                setLongitude(event.target.value);
                setErrors((e) => ({ ...e, latitude: undefined, longitude: undefined }));
              }}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 24 } }}
              {...field('longitude')}
            />
          </Stack>
          <MapPointPicker kind="location" point={point} fallback={siteCenter} onPick={pick} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          {t('locationDialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={isPending}>
          {t('locationDialog.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
