import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { useOutboxEntries } from '../outbox-provider';
import { OUTBOX_TEXT } from '../outbox-types';
import { OutboxEntryView } from './outbox-entry-view';

/**
 * Under the header while changes wait: 'Pending changes (N)', opening the list of every
 * queued change in the order it will be sent, refused ones with their reason and choices.
 */
export function PendingChangesBar() {
  const titleId = useId();
  const entries = useOutboxEntries();
  const [isOpen, setIsOpen] = useState(false);
  if (entries.length === 0 && !isOpen) return null;
  const refused = entries.some((entry) => entry.state === 'refused');
  return (
    <Paper square variant="outlined" sx={{ px: 2, py: 0.5, borderLeft: 0, borderRight: 0 }}>
      <Button
        startIcon={<CloudUploadOutlinedIcon aria-hidden="true" />}
        color={refused ? 'error' : 'primary'}
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
      >
        {OUTBOX_TEXT.panelButton(entries.length)}
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={titleId}>{OUTBOX_TEXT.panelTitle}</DialogTitle>
        <DialogContent>
          {entries.length === 0 ? (
            <Typography>{OUTBOX_TEXT.sent}</Typography>
          ) : (
            <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <OutboxEntryView entry={entry} showLines />
                </li>
              ))}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setIsOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
