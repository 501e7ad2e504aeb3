import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { TAG_TEXT } from '@craftwork/domain/compliance/tag';
import { isLoopbackAddress, loopbackWarning } from '@craftwork/domain/site/app-address';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { useRegenerateScaffoldTag, useScaffoldTagLink } from '../api/scaffold-tag-link';

/**
 * The record's public tag link, what the printed QR code opens: shown to copy, and regenerated
 * (after a warning) when a printed tag must stop working.
 */
export function PublicTagLink({ craftRecordId, open }: { craftRecordId: string; open: boolean }) {
  const { t } = useTranslation('records');
  const { t: tCommon } = useTranslation('common');
  // Ids are built outside the JSX, which may hold no literal text (issue 37).
  const helpId = `${useId()}-help`;
  const notify = useNotify();
  const link = useScaffoldTagLink(craftRecordId, open);
  const regenerate = useRegenerateScaffoldTag(craftRecordId);
  const [isConfirming, setIsConfirming] = useState(false);

  const handleCopy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('tagLink.copied'));
    } catch {
      notify.error(t('tagLink.copyFailed'));
    }
  };

  const handleRegenerate = () => {
    regenerate.mutate(
      { recordId: craftRecordId },
      {
        onSuccess: () => {
          setIsConfirming(false);
          notify.success(t('tagLink.regenerated'));
        },
        onError: (error) => notify.error(error),
      },
    );
  };

  if (link.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
        <CircularProgress size={24} aria-label={t('tagLink.loading')} />
      </Box>
    );
  }
  if (link.isError) {
    return (
      <RetryAlert onRetry={() => void link.refetch()} retryLabel={tCommon('retry')}>
        {errorText(link.error)}
      </RetryAlert>
    );
  }
  const url = link.data.url;
  return (
    <Box>
      {isLoopbackAddress(url) && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {loopbackWarning(url)}
        </Alert>
      )}
      <TextField
        label={t('tagLink.label')}
        value={url}
        fullWidth
        size="small"
        slotProps={{
          htmlInput: { readOnly: true, 'aria-describedby': helpId },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={t('tagLink.copy')}
                  edge="end"
                  onClick={() => void handleCopy(url)}
                >
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <FormHelperText id={helpId}>{t('tagLink.help')}</FormHelperText>
      <Button color="error" sx={{ mt: 1 }} onClick={() => setIsConfirming(true)}>
        {TAG_TEXT.regenerate}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        title={`${TAG_TEXT.regenerate}?`}
        message={TAG_TEXT.regenerateWarning}
        okText={t('tagLink.regenerateOk')}
        isPending={regenerate.isPending}
        onConfirm={handleRegenerate}
        onClose={() => setIsConfirming(false)}
      />
    </Box>
  );
}
