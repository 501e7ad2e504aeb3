import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  ZNewInventoryObjectInput,
  defaultStockLocationId,
  type TNewInventoryObjectForm,
} from '@craftwork/domain/inventory/movement';
import { DrawerForm, FormDrawer } from '../../../components/ui/form-drawer';
import { ControlledTextField } from '../../../components/ui/controlled-text-field';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { useSite } from '../../../lib/session';
import { useCreateInventoryObject } from '../api/inventory-objects';
import { inUserLanguage } from '../../../lib/form-errors';

/** What the drawer's fields hold: the title and the five quantities as typed. */
type TFormValues = {
  title: string;
  quantityAvailable: string;
  quantityAwaitingPickup: string;
  quantityInUse: string;
  quantityReserved: string;
  lowQuantityThreshold: string;
};

export const NEW_OBJECT_FORM_DEFAULTS: TFormValues = {
  title: '',
  quantityAvailable: '0',
  quantityAwaitingPickup: '0',
  quantityInUse: '0',
  quantityReserved: '0',
  lowQuantityThreshold: '0',
};

const QUANTITY_FIELDS: readonly Exclude<keyof TFormValues, 'title'>[] = [
  'quantityAvailable',
  'quantityAwaitingPickup',
  'quantityInUse',
  'quantityReserved',
  'lowQuantityThreshold',
];

export const INVENTORY_OBJECT_CREATED = 'Inventory object created.';

/** The Location choice standing for the site's stock with no location named. */
const NO_LOCATION = 'none';

/**
 * The New inventory object drawer, from the right: 25% of the window (at least 380 px), the
 * whole width under 600 px. The form mounts only while open, so Cancel or closing resets it.
 */
export function NewInventoryObjectDrawer({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  /** The new object's id, once saved. */
  onCreated?: (id: string) => void;
}) {
  return (
    <FormDrawer
      anchor="right"
      width={{ xs: '100%', sm: 'max(25%, 380px)' }}
      open={open}
      onClose={onClose}
    >
      {(titleId) => <NewObjectForm titleId={titleId} onClose={onClose} onCreated={onCreated} />}
    </FormDrawer>
  );
}

function NewObjectForm({
  titleId,
  onClose,
  onCreated,
}: {
  titleId: string;
  onClose: () => void;
  onCreated?: (id: string) => void;
}) {
  const { t } = useTranslation('inventory');
  const notify = useNotify();
  const create = useCreateInventoryObject();
  const locations = useSite()?.locations ?? [];
  // The starting stock is kept at the site's default location unless the user picks another.
  const [locationId, setLocationId] = useState(
    () => defaultStockLocationId(locations) ?? NO_LOCATION,
  );
  const { control, handleSubmit, formState } = useForm<TNewInventoryObjectForm>({
    // The domain's schema checks the fields as typed (raw); Save reads the numbers from it.
    resolver: inUserLanguage(zodResolver(ZNewInventoryObjectInput, undefined, { raw: true })),
    // A field says its problem once changed or left (an untouched empty title when tabbed past).
    mode: 'all',
    defaultValues: NEW_OBJECT_FORM_DEFAULTS,
  });
  const isPending = create.isPending;

  const onSubmit = handleSubmit((values) =>
    create.mutate(
      {
        ...ZNewInventoryObjectInput.parse(values),
        locationId: locationId === NO_LOCATION ? null : locationId,
      },
      {
        onSuccess: (created) => {
          notify.success(t('newObject.created'));
          onClose();
          onCreated?.(created.id);
        },
        onError: (error) => notify.error(error),
      },
    ),
  );

  return (
    <DrawerForm
      titleId={titleId}
      title={t('newObject.title')}
      onSubmit={onSubmit}
      onCancel={onClose}
      onClose={onClose}
      isPending={isPending}
      canSave={formState.isValid}
      showsSaving
    >
      <ControlledTextField
        control={control}
        name="title"
        id="inventory-object-title"
        label={t('newObject.objectTitle')}
        required
      />
      <TextField
        select
        fullWidth
        id="inventory-object-location"
        label={t('newObject.location')}
        helperText={t('newObject.locationHelp')}
        value={locationId}
        onChange={(event) => setLocationId(event.target.value)}
      >
        {locations.map((l) => (
          <MenuItem key={l.id} value={l.id}>
            {l.title}
          </MenuItem>
        ))}
        <MenuItem value={NO_LOCATION}>{t('empty.noLocation')}</MenuItem>
      </TextField>
      {QUANTITY_FIELDS.map((field) => (
        <ControlledTextField
          key={field}
          control={control}
          name={field}
          id={`inventory-object-${field}`}
          label={t(`newObject.${field}`)}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 32 } }}
        />
      ))}
    </DrawerForm>
  );
}
