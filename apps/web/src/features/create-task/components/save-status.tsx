import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { TCreated, TSaveState } from '../hooks/use-save-task';
import { useTranslation } from '../../../lib/i18n/i18n';

/** How the save is going: saving the task, uploading image n of m, or what went wrong. */
export function SaveStatus({
  save,
  error,
  created,
  onContinue,
}: {
  save: TSaveState;
  error: string | null;
  created: TCreated | null;
  onContinue?: () => void;
}) {
  const { t } = useTranslation('createTask');
  if (save.phase === 'creating') {
    return (
      <Box role="status" sx={{ mb: 1.5 }}>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {t('save.saving')}
        </Typography>
        <LinearProgress aria-label={t('save.savingLabel')} />
      </Box>
    );
  }
  if (save.phase === 'uploading') {
    return (
      <Box role="status" sx={{ mb: 1.5 }}>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {t('save.uploading', { number: save.done + 1, total: save.total })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(save.done / save.total) * 100}
          aria-label={t('save.uploadingLabel')}
        />
      </Box>
    );
  }
  if (!error) return null;
  return (
    <Alert
      severity="error"
      sx={{ mb: 1.5 }}
      action={
        created && onContinue ? (
          <Button color="inherit" size="small" onClick={onContinue}>
            {t('save.continueWithoutImages')}
          </Button>
        ) : undefined
      }
    >
      {created ? t('save.partlySaved', { error }) : error}
    </Alert>
  );
}
