import { Suspense, useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useOutboxEntries } from '../outbox-provider';
import { OutboxEntryView } from './outbox-entry-view';

/**
 * Under the header while changes wait: 'Pending changes (N)', opening the list of every
 * queued change in the order it will be sent, refused ones with their reason and choices.
 * Nothing shows (and the frame does not wait) while no change waits or its texts load.
 */
export function PendingChangesBar() {
  const entries = useOutboxEntries();
  const [isOpen, setIsOpen] = useState(false);
  if (entries.length === 0 && !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <PendingChanges isOpen={isOpen} setIsOpen={setIsOpen} />
    </Suspense>
  );
}

function PendingChanges({
  isOpen,
  setIsOpen,
}: {
  isOpen: boolean;
  setIsOpen: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation('field');
  const titleId = useId();
  const entries = useOutboxEntries();
  const refused = entries.some((entry) => entry.state === 'refused');
  return (
    <Paper square variant="outlined" sx={{ px: 2, py: 0.5, borderLeft: 0, borderRight: 0 }}>
      <Button
        startIcon={<CloudUploadOutlinedIcon aria-hidden="true" />}
        color={refused ? 'error' : 'primary'}
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
      >
        {t('outbox.panelButton', { count: entries.length })}
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={titleId}>{t('outbox.panelTitle')}</DialogTitle>
        <DialogContent>
          {entries.length === 0 ? (
            <Typography>{t('outbox.sent')}</Typography>
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
          <Button onClick={() => setIsOpen(false)}>{t('outbox.close')}</Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
