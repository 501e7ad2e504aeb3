import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useNotify } from '../../../lib/notify';
import { SignatureHelp } from './signature-help';

export type TShownSecret = { url: string; secret: string; isRotated: boolean };

/**
 * An endpoint's signing secret, shown this once (after adding the endpoint or rotating its
 * secret): a read-only field, a Copy button, the warning and how to check signatures.
 */
export function SecretDialog({
  shown,
  onClose,
}: {
  shown: TShownSecret | null;
  onClose: () => void;
}) {
  const id = useId();
  const notify = useNotify();
  const handleCopy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.secret);
      notify.success('Secret copied.');
    } catch {
      notify.error('The secret could not be copied: select it and copy it.');
    }
  };
  return (
    <Dialog
      open={shown !== null}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-warning`}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 600 } } }}
    >
      <DialogTitle id={`${id}-title`}>
        {shown?.isRotated ? 'New signing secret' : 'Your signing secret'}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Alert severity="warning" id={`${id}-warning`}>
            Copy this secret now into the receiving system. It will not be shown again: if it is
            lost, rotate it to get a new one.
            {shown?.isRotated ? ' Deliveries are signed with it from now on.' : ''}
          </Alert>
          <TextField
            id={`${id}-secret`}
            label="Signing secret"
            value={shown?.secret ?? ''}
            fullWidth
            helperText={shown?.url}
            onFocus={(e) => e.target.select()}
            slotProps={{
              htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } },
              formHelperText: { sx: { overflowWrap: 'anywhere' } },
            }}
          />
          <div>
            <Button variant="outlined" onClick={() => void handleCopy()}>
              Copy secret
            </Button>
          </div>
          <SignatureHelp />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
