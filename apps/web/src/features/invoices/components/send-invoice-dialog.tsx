import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

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
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onClose}
      aria-labelledby="send-invoice-title"
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 400 } } }}
    >
      <DialogTitle id="send-invoice-title">Send {number}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          The customer receives the invoice as a PDF by e-mail. Its lines can no longer change once
          it is sent.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={isPending}>
          Send
        </Button>
      </DialogActions>
    </Dialog>
  );
}
