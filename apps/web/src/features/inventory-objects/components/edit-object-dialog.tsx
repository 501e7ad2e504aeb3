import { useState, type FormEvent } from 'react';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  INVENTORY_STATUS,
  INVENTORY_STATUSES,
  type TInventoryStatusCode,
} from '@craftwork/domain/catalogues/inventory';
import { ZNewInventoryObjectInput } from '@craftwork/domain/inventory/movement';
import { FormDialog, FormDialogActions } from '../../../components/ui/form-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { inventoryMessage, inventoryStatusText } from '../utils/i18n';
import { useSetInventoryObjectStatus, useUpdateInventoryObject } from '../api/inventory-objects';

export const INVENTORY_OBJECT_UPDATED = 'Inventory object updated.';

type TEditObjectDialogProps = {
  open: boolean;
  object: { id: string; title: string; status: number };
  onClose: () => void;
};

/** The title's first problem (the New inventory object drawer's rules), or undefined. */
export function titleError(title: string): string | undefined {
  const parsed = ZNewInventoryObjectInput.shape.title.safeParse(title);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** Edit an object: its title and its status (Active or Inactive). */
export function EditObjectDialog(props: TEditObjectDialogProps) {
  return (
    <FormDialog open={props.open} onClose={props.onClose} maxWidth={440}>
      {(titleId, onPending) => (
        <EditObjectForm {...props} titleId={titleId} onPending={onPending} />
      )}
    </FormDialog>
  );
}

function EditObjectForm({
  object,
  onClose,
  titleId,
  onPending,
}: TEditObjectDialogProps & { titleId: string; onPending: (pending: boolean) => void }) {
  const { t } = useTranslation('inventory');
  const notify = useNotify();
  const update = useUpdateInventoryObject();
  const setStatus = useSetInventoryObjectStatus();
  const [title, setTitle] = useState(object.title);
  const [status, setStatusValue] = useState<TInventoryStatusCode>(
    object.status === INVENTORY_STATUS.INACTIVE
      ? INVENTORY_STATUS.INACTIVE
      : INVENTORY_STATUS.ACTIVE,
  );
  const [saving, setSaving] = useState(false);
  const error = titleError(title);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (error) return;
    setSaving(true);
    onPending(true);
    try {
      const trimmed = title.trim();
      if (trimmed !== object.title) await update.mutateAsync({ id: object.id, title: trimmed });
      if (status !== object.status) await setStatus.mutateAsync({ id: object.id, status });
      notify.success(t('edit.updated'));
      onPending(false);
      onClose();
    } catch (failure) {
      notify.error(failure);
      setSaving(false);
      onPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <DialogTitle id={titleId}>{t('edit.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            id="edit-inventory-object-title"
            label={t('edit.objectTitle')}
            required
            autoFocus
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={Boolean(error)}
            helperText={inventoryMessage(t, error)}
            fullWidth
          />
          <TextField
            select
            id="edit-inventory-object-status"
            label={t('edit.status')}
            value={status}
            onChange={(event) =>
              setStatusValue(
                Number(event.target.value) === INVENTORY_STATUS.INACTIVE
                  ? INVENTORY_STATUS.INACTIVE
                  : INVENTORY_STATUS.ACTIVE,
              )
            }
            fullWidth
          >
            {INVENTORY_STATUSES.map((s) => (
              <MenuItem key={s.code} value={s.code}>
                {inventoryStatusText(t, s.code)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onClose} isPending={saving} canSave={!error} />
    </form>
  );
}
