import { useState, type ClipboardEvent, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { parseCoordinate, parseCoordinatePair } from '@craftwork/domain/admin/locations';
import {
  CUSTOMER_TYPES,
  ZCustomerLocationInput,
  type TCustomerType,
} from '@craftwork/domain/billing/customers';
import { centsToAmountText, parseMoney } from '@craftwork/domain/billing/money';
import { TEXT_LIMITS } from '@craftwork/domain/text/rules';
import { FormDialog, FormDialogActions } from '../../../components/ui/form-dialog';
import { useNotify } from '../../../lib/notify';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useSaveLocation, type TCustomerLocation } from '../api/customers';
import { issuesByField, parseWholeText } from '../utils/form-errors';
import { MapPointPicker, type TPoint } from '../../../components/map/map-point-picker';
import { domainTextOf } from '../../../lib/i18n/domain-text';

type TField =
  | 'fullAddress'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'county'
  | 'latitude'
  | 'longitude'
  | 'notes'
  | 'type'
  | 'tags'
  | 'yearBuilt'
  | 'estimatedValueCents'
  | 'squareFootage';

type TLocationDialogProps = {
  open: boolean;
  customerId: string;
  /** The location to edit; a new one when null. */
  location: TCustomerLocation | null;
  /** Where the map opens for a location without a place (the site's center). */
  siteCenter: TPoint;
  onClose: () => void;
};

/** Add Location and Edit Location: the address typed, its place typed or picked on the map. */
export function CustomerLocationDialog(props: TLocationDialogProps) {
  return (
    <FormDialog open={props.open} onClose={props.onClose} maxWidth={640}>
      {(titleId, onPending) => <LocationForm {...props} titleId={titleId} onPending={onPending} />}
    </FormDialog>
  );
}

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

function LocationForm({
  customerId,
  location,
  siteCenter,
  onClose,
  titleId,
  onPending,
}: TLocationDialogProps & { titleId: string; onPending: (pending: boolean) => void }) {
  const { t } = useTranslation('billing');
  const notify = useNotify();
  const save = useSaveLocation();
  const [values, setValues] = useState({
    fullAddress: location?.fullAddress ?? '',
    addressLine1: location?.addressLine1 ?? '',
    addressLine2: location?.addressLine2 ?? '',
    city: location?.city ?? '',
    state: location?.state ?? '',
    zipCode: location?.zipCode ?? '',
    county: location?.county ?? '',
    notes: location?.notes ?? '',
    latitude: text(location?.latitude),
    longitude: text(location?.longitude),
    yearBuilt: text(location?.yearBuilt),
    squareFootage: text(location?.squareFootage),
    estimatedValue:
      location?.estimatedValueCents == null ? '' : centsToAmountText(location.estimatedValueCents),
  });
  const [type, setType] = useState<TCustomerType>(location?.type ?? 'commercial');
  const [tags, setTags] = useState<string[]>(location?.tags ?? []);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});

  const lat = parseCoordinate(values.latitude);
  const lng = parseCoordinate(values.longitude);
  const point =
    lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
      ? { lat, lng }
      : null;

  const set = (name: keyof typeof values, value: string, clears: TField[] = []) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (clears.length)
      setErrors((e) => ({ ...e, ...Object.fromEntries(clears.map((c) => [c, undefined])) }));
  };

  const pick = (picked: TPoint | null) => {
    setValues((v) => ({ ...v, latitude: text(picked?.lat), longitude: text(picked?.lng) }));
    setErrors((e) => ({ ...e, latitude: undefined, longitude: undefined }));
  };

  const handlePaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const pair = parseCoordinatePair(event.clipboardData.getData('text'));
    if (!pair) return;
    event.preventDefault();
    pick({ lat: pair.latitude, lng: pair.longitude });
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<TField, string>> = {};
    const money = values.estimatedValue.trim() === '' ? null : parseMoney(values.estimatedValue);
    if (money === null && values.estimatedValue.trim() !== '')
      found.estimatedValueCents = t('locationDialog.valueError');
    const yearBuilt = parseWholeText(values.yearBuilt);
    const squareFootage = parseWholeText(values.squareFootage);
    const parsed = ZCustomerLocationInput.safeParse({
      id: location?.id ?? null,
      customerId,
      fullAddress: values.fullAddress,
      addressLine1: values.addressLine1,
      addressLine2: values.addressLine2,
      city: values.city,
      state: values.state,
      zipCode: values.zipCode,
      county: values.county,
      latitude: lat,
      longitude: lng,
      notes: values.notes,
      type,
      tags,
      yearBuilt,
      estimatedValueCents: money,
      squareFootage,
    });
    if (!parsed.success || Object.keys(found).length) {
      const issues = parsed.success ? {} : issuesByField<TField>(parsed.error.issues);
      if (Number.isNaN(lat)) issues.latitude = t('locationDialog.latitudeError');
      if (Number.isNaN(lng)) issues.longitude = t('locationDialog.longitudeError');
      if (Number.isNaN(yearBuilt)) issues.yearBuilt = t('locationDialog.yearError');
      if (Number.isNaN(squareFootage)) issues.squareFootage = t('locationDialog.wholeNumberError');
      setErrors({ ...issues, ...found });
      return;
    }
    onPending(true);
    save.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(location ? t('locationDialog.saved') : t('locationDialog.added'));
        onClose();
      },
      onError: (error) => notify.error(error),
      onSettled: () => onPending(false),
    });
  };

  const field = (name: TField) => ({ error: Boolean(errors[name]), helperText: errors[name] });
  const input = (max: number) => ({ htmlInput: { maxLength: max } });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <DialogTitle id={titleId}>
        {location ? t('locationDialog.editTitle') : t('customers.locations.add')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('locationDialog.fullAddress')}
            required
            autoFocus
            fullWidth
            value={values.fullAddress}
            onChange={(e) => set('fullAddress', e.target.value, ['fullAddress'])}
            slotProps={input(500)}
            {...field('fullAddress')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('locationDialog.addressLine1')}
              fullWidth
              value={values.addressLine1}
              onChange={(e) => set('addressLine1', e.target.value)}
              slotProps={input(TEXT_LIMITS.title)}
              {...field('addressLine1')}
            />
            <TextField
              label={t('locationDialog.addressLine2')}
              fullWidth
              value={values.addressLine2}
              onChange={(e) => set('addressLine2', e.target.value)}
              slotProps={input(TEXT_LIMITS.title)}
              {...field('addressLine2')}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('customers.locations.city')}
              fullWidth
              value={values.city}
              onChange={(e) => set('city', e.target.value)}
              slotProps={input(100)}
              {...field('city')}
            />
            <TextField
              label={t('locationDialog.state')}
              fullWidth
              value={values.state}
              onChange={(e) => set('state', e.target.value)}
              slotProps={input(100)}
              {...field('state')}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('locationDialog.zipCode')}
              fullWidth
              value={values.zipCode}
              onChange={(e) => set('zipCode', e.target.value)}
              slotProps={input(20)}
              {...field('zipCode')}
            />
            <TextField
              label={t('locationDialog.county')}
              fullWidth
              value={values.county}
              onChange={(e) => set('county', e.target.value)}
              slotProps={input(100)}
              {...field('county')}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} onPaste={handlePaste}>
            <TextField
              label={t('locationDialog.latitude')}
              fullWidth
              value={values.latitude}
              onChange={(e) => set('latitude', e.target.value, ['latitude', 'longitude'])}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 24 } }}
              {...field('latitude')}
            />
            <TextField
              label={t('locationDialog.longitude')}
              fullWidth
              value={values.longitude}
              onChange={(e) => set('longitude', e.target.value, ['latitude', 'longitude'])}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 24 } }}
              {...field('longitude')}
            />
          </Stack>
          <MapPointPicker kind="place" point={point} fallback={siteCenter} onPick={pick} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={t('customers.columns.type')}
              fullWidth
              value={type}
              onChange={(e) => setType(e.target.value as TCustomerType)}
            >
              {CUSTOMER_TYPES.map((ct) => (
                <MenuItem key={ct} value={ct}>
                  {t(`customerType.${ct}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('locationDialog.yearBuilt')}
              fullWidth
              value={values.yearBuilt}
              onChange={(e) => set('yearBuilt', e.target.value, ['yearBuilt'])}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
              {...field('yearBuilt')}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('locationDialog.squareFootage')}
              fullWidth
              value={values.squareFootage}
              onChange={(e) => set('squareFootage', e.target.value, ['squareFootage'])}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13 } }}
              {...field('squareFootage')}
            />
            <TextField
              label={t('locationDialog.estimatedValue')}
              fullWidth
              value={values.estimatedValue}
              onChange={(e) => set('estimatedValue', e.target.value, ['estimatedValueCents'])}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
              {...field('estimatedValueCents')}
            />
          </Stack>
          <Autocomplete
            multiple
            freeSolo
            options={[]}
            value={tags}
            onChange={(_e, value) => setTags(value.map((v) => v.trim()).filter(Boolean))}
            renderValue={(value, getItemProps) =>
              value.map((tag, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={tag} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('locationDialog.tags')}
                error={Boolean(errors.tags)}
                helperText={domainTextOf(errors.tags) ?? t('locationDialog.tagsHelp')}
              />
            )}
          />
          <TextField
            label={t('locationDialog.notes')}
            fullWidth
            multiline
            minRows={2}
            maxRows={6}
            value={values.notes}
            onChange={(e) => set('notes', e.target.value)}
            slotProps={input(TEXT_LIMITS.longText)}
            {...field('notes')}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onClose} isPending={save.isPending} />
    </form>
  );
}
