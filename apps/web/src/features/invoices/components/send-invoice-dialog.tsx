import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../../lib/i18n/i18n';

/** Sending an invoice: the customer receives its PDF by e-mail. */
export function SendDialog({
  open,
  number,
  isPending,
  onClose,
  onConfirm,
}: {
  open: boolean;
  number: string;
  isPending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('billing');
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onClose}
      aria-labelledby="send-invoice-title"
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 400 } } }}
    >
      <DialogTitle id="send-invoice-title">{t('sendInvoice.title', { number })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('sendInvoice.message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          {t('sendInvoice.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={isPending}>
          {t('sendInvoice.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
