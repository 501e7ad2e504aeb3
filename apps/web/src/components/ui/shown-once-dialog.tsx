import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useNotify } from '../../lib/notify';

/** The dialog's button and message texts, in the caller's language ("Copy token", "Done"). */
type TShownOnceWords = { copy: string; copied: string; copyFailed: string; done: string };

/**
 * A credential shown this once (an API token, a signing secret): the warning, a read-only field
 * to select, a Copy button, and whatever `children` add below. Closing it forgets the value.
 */
export function ShownOnceDialog({
  value,
  title,
  warning,
  label,
  helperText,
  words,
  maxWidth = 560,
  onClose,
  children,
}: {
  /** null: closed. */
  value: string | null;
  title: string;
  warning: ReactNode;
  label: string;
  helperText?: string;
  words: TShownOnceWords;
  maxWidth?: number;
  onClose: () => void;
  children?: ReactNode;
}) {
  const id = useId();
  const notify = useNotify();
  const handleCopy = async () => {
    if (value === null) return;
    try {
      await navigator.clipboard.writeText(value);
      notify.success(words.copied);
    } catch {
      notify.error(words.copyFailed);
    }
  };
  return (
    <Dialog
      open={value !== null}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-warning`}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth } } }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Alert severity="warning" id={`${id}-warning`}>
            {warning}
          </Alert>
          <TextField
            id={`${id}-value`}
            label={label}
            value={value ?? ''}
            fullWidth
            helperText={helperText}
            onFocus={(e) => e.target.select()}
            slotProps={{
              htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } },
              formHelperText: { sx: { overflowWrap: 'anywhere' } },
            }}
          />
          <div>
            <Button variant="outlined" onClick={() => void handleCopy()}>
              {words.copy}
            </Button>
          </div>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {words.done}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
