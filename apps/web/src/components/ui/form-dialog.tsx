import { useId, useState, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import { CancelSaveButtons } from './cancel-save-buttons';

/**
 * A dialog holding a form, `maxWidth` pixels wide at most and named by the form's title. The
 * form mounts only while the dialog is open, so each opening starts afresh; while it saves the
 * dialog does not close on Escape or a click outside. It saves while `isPending` says so, or,
 * without it, while the form says so through the `onPending` it is given.
 */
export function FormDialog({
  open,
  onClose,
  isPending,
  maxWidth,
  children,
}: {
  open: boolean;
  onClose: () => void;
  isPending?: boolean;
  maxWidth: number;
  /** The form, given the id its title must carry and how to say it is saving. */
  children: (titleId: string, onPending: (pending: boolean) => void) => ReactNode;
}) {
  const id = useId();
  const [reportedPending, setReportedPending] = useState(false);
  const saving = isPending ?? reportedPending;
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth } } }}
    >
      {open && children(`${id}-title`, setReportedPending)}
    </Dialog>
  );
}

/** A form dialog's Cancel and Save: both held while it saves, Save showing its progress. */
export function FormDialogActions({
  onCancel,
  isPending,
  canSave = true,
}: {
  onCancel: () => void;
  isPending: boolean;
  /** False keeps Save off (the fields are not valid yet). */
  canSave?: boolean;
}) {
  return (
    <DialogActions>
      <CancelSaveButtons onCancel={onCancel} isPending={isPending} canSave={canSave} />
    </DialogActions>
  );
}
