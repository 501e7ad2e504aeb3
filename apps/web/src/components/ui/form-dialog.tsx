import { useId, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';

/**
 * A dialog holding a form, `maxWidth` pixels wide at most and named by the form's title. The
 * form mounts only while the dialog is open, so each opening starts afresh; while it saves the
 * dialog does not close on Escape or a click outside.
 */
export function FormDialog({
  open,
  onClose,
  isPending = false,
  maxWidth,
  children,
}: {
  open: boolean;
  onClose: () => void;
  isPending?: boolean;
  maxWidth: number;
  /** The form, given the id its title must carry. */
  children: (titleId: string) => ReactNode;
}) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth } } }}
    >
      {open && children(`${id}-title`)}
    </Dialog>
  );
}
