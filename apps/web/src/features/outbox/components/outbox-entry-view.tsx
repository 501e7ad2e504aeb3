import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useOutbox } from '../outbox-provider';
import type { TOutboxEntry } from '../outbox-types';

/**
 * One queued write: pending ('Pending: … — will be sent when online'), or refused with the
 * server's reason, what was typed, and Discard (confirmed) and Re-apply.
 */
export function OutboxEntryView({
  entry,
  showLines = false,
}: {
  entry: TOutboxEntry;
  showLines?: boolean;
}) {
  const { t } = useTranslation('field');
  const outbox = useOutbox();
  const [isConfirming, setIsConfirming] = useState(false);
  const refused = entry.state === 'refused';
  const lines = (refused || showLines) && entry.lines.length > 0 && (
    <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
      {entry.lines.map((line, index) => (
        <Typography key={index} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
  if (!refused) {
    return (
      <Alert
        severity="info"
        variant="outlined"
        icon={<CloudUploadOutlinedIcon fontSize="small" aria-hidden="true" />}
        sx={{ py: 0 }}
        data-outbox-entry={entry.id}
      >
        {t('outbox.pendingLine', { summary: entry.summary })}
        {lines}
      </Alert>
    );
  }
  return (
    <Alert severity="error" variant="outlined" role="alert" data-outbox-entry={entry.id}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('outbox.refusedLine', { summary: entry.summary })}
      </Typography>
      <Typography variant="body2">{entry.refusal}</Typography>
      {lines}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          onClick={() => setIsConfirming(true)}
          aria-label={t('outbox.discardLabel', { summary: entry.summary })}
        >
          {t('outbox.discard')}
        </Button>
        <Button
          size="small"
          variant="contained"
          onClick={() => void outbox?.reapply(entry.id)}
          aria-label={t('outbox.reapplyLabel', { summary: entry.summary })}
        >
          {t('outbox.reapply')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={isConfirming}
        title={t('outbox.discard')}
        message={t('outbox.discardConfirm')}
        okText={t('outbox.discard')}
        onConfirm={() => {
          setIsConfirming(false);
          void outbox?.discard(entry.id);
        }}
        onClose={() => setIsConfirming(false)}
      />
    </Alert>
  );
}
