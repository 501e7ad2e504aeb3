import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

type TConfirmDialogProps = {
  open: boolean;
  title: string;
  message: string;
  cancelText?: string;
  okText?: string;
  isPending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Confirm dialog: title, message, Cancel and OK; max width 400 (spec part 2, section 2). */
export function ConfirmDialog({
  open,
  title,
  message,
  cancelText = 'Cancel',
  okText = 'OK',
  isPending = false,
  onConfirm,
  onClose,
}: TConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 400 } } }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-message`}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          {cancelText}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" loading={isPending}>
          {okText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
