import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { ACCOUNT_FIELD_MAX } from '@craftwork/domain/accounts/limits';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { useUpdatePhone } from '../api/update-phone';

type TPhoneDialogProps = { open: boolean; phone: string; onClose: () => void };

export function PhoneDialog({ open, phone, onClose }: TPhoneDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="phone-dialog-title"
      fullWidth
      maxWidth="xs"
    >
      {/* Mounted only while open, so the field starts from the current number each time. */}
      {open && <PhoneForm phone={phone} onClose={onClose} />}
    </Dialog>
  );
}

function PhoneForm({ phone, onClose }: { phone: string; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const updatePhone = useUpdatePhone();
  const [value, setValue] = useState(phone);
  const isEmpty = value.trim() === '';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isEmpty) return;
    updatePhone.mutate(
      { phone: value.trim() },
      {
        onSuccess: () => {
          notify.success(MESSAGES.phoneNumberChanged);
          onClose();
        },
        onError: (error) => notify.error(error),
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <DialogTitle id="phone-dialog-title">{t('userInfo.phone')}</DialogTitle>
      <DialogContent>
        <TextField
          id="phone-input"
          label={t('userInfo.phone')}
          type="tel"
          autoComplete="tel"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoFocus
          required
          // The limit, not the schema: the profile screen is part of the app shell, which carries no
          // schema library.
          slotProps={{ htmlInput: { maxLength: ACCOUNT_FIELD_MAX.phone } }}
          error={isEmpty}
          helperText={isEmpty ? t('dialog.required') : undefined}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={isEmpty || updatePhone.isPending}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
