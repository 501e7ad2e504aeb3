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
import type { TCreatedApiToken } from '../api/api-tokens';

/**
 * The new token, shown this once: a read-only field to select, a Copy button and the warning
 * that it cannot be shown again. Closing it forgets the token.
 */
export function TokenCreatedDialog({
  token,
  onClose,
}: {
  token: TCreatedApiToken | null;
  onClose: () => void;
}) {
  const id = useId();
  const notify = useNotify();
  const handleCopy = async () => {
    if (!token) return;
    try {
      await navigator.clipboard.writeText(token.token);
      notify.success('Token copied.');
    } catch {
      notify.error('The token could not be copied: select it and copy it.');
    }
  };
  return (
    <Dialog
      open={token !== null}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-warning`}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 560 } } }}
    >
      <DialogTitle id={`${id}-title`}>Your new API token</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Alert severity="warning" id={`${id}-warning`}>
            Copy this token now and keep it somewhere safe. It will not be shown again: if it is
            lost, revoke it and create a new one.
          </Alert>
          <TextField
            id={`${id}-token`}
            label={token ? `Token “${token.name}”` : 'Token'}
            value={token?.token ?? ''}
            fullWidth
            onFocus={(e) => e.target.select()}
            slotProps={{
              htmlInput: {
                readOnly: true,
                spellCheck: false,
                style: { fontFamily: 'monospace' },
              },
            }}
          />
          <div>
            <Button variant="outlined" onClick={() => void handleCopy()}>
              Copy token
            </Button>
          </div>
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
