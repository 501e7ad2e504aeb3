import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  ZNewInventoryObjectInput,
  type TNewInventoryObjectForm,
} from '@craftwork/domain/inventory/movement';
import { ControlledTextField } from '../../../components/ui/controlled-text-field';
import { useNotify } from '../../../lib/notify';
import { useCreateInventoryObject } from '../api/inventory-objects';

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

const QUANTITY_FIELDS: readonly { name: Exclude<keyof TFormValues, 'title'>; label: string }[] = [
  { name: 'quantityAvailable', label: 'Quantity Available' },
  { name: 'quantityAwaitingPickup', label: 'Quantity Awaiting Pickup' },
  { name: 'quantityInUse', label: 'Quantity In Use' },
  { name: 'quantityReserved', label: 'Quantity Reserved' },
  { name: 'lowQuantityThreshold', label: 'Low Quantity Threshold' },
];

export const INVENTORY_OBJECT_CREATED = 'Inventory object created.';

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
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 'max(25%, 380px)' } },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
        },
      }}
    >
      {open && <NewObjectForm titleId={titleId} onClose={onClose} onCreated={onCreated} />}
    </Drawer>
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
  const notify = useNotify();
  const create = useCreateInventoryObject();
  const { control, handleSubmit, formState } = useForm<TNewInventoryObjectForm>({
    // The domain's schema checks the fields as typed (raw); Save reads the numbers from it.
    resolver: zodResolver(ZNewInventoryObjectInput, undefined, { raw: true }),
    // A field says its problem once changed or left (an untouched empty title when tabbed past).
    mode: 'all',
    defaultValues: NEW_OBJECT_FORM_DEFAULTS,
  });
  const isPending = create.isPending;

  const onSubmit = handleSubmit((values) =>
    create.mutate(ZNewInventoryObjectInput.parse(values), {
      onSuccess: (created) => {
        notify.success(INVENTORY_OBJECT_CREATED);
        onClose();
        onCreated?.(created.id);
      },
      onError: (error) => notify.error(error),
    }),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Stack
        direction="row"
        alignItems="center"
        spacing={1}
        sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          New Inventory Object
        </Typography>
        <IconButton aria-label="Close" onClick={onClose} disabled={isPending}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Stack spacing={2} sx={{ p: 2, flex: 1, overflowY: 'auto' }}>
        <ControlledTextField
          control={control}
          name="title"
          id="inventory-object-title"
          label="Object Title"
          required
        />
        {QUANTITY_FIELDS.map((field) => (
          <ControlledTextField
            key={field.name}
            control={control}
            name={field.name}
            id={`inventory-object-${field.name}`}
            label={field.label}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 32 } }}
          />
        ))}
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        justifyContent="flex-end"
        sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}
      >
        <Button onClick={onClose} disabled={isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!formState.isValid || isPending}
          loading={isPending}
        >
          Save
        </Button>
      </Stack>
    </Box>
  );
}
