import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { ACCOUNT_FIELD_MAX } from '@craftwork/domain/accounts/limits';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { useApplyToSiteKey } from '../api/apply-to-site-key';

type TApplySiteKeyDialogProps = { open: boolean; onClose: () => void };

/** Apply to a site with its key; errors show in red inside the dialog (spec part 1, section 8). */
export function ApplySiteKeyDialog({ open, onClose }: TApplySiteKeyDialogProps) {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const apply = useApplyToSiteKey();
  const [siteKey, setSiteKey] = useState('');
  const isEmpty = siteKey.trim() === '';

  const handleClose = () => {
    setSiteKey('');
    apply.reset();
    onClose();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isEmpty) return;
    apply.mutate(
      { siteKey: siteKey.trim() },
      {
        onSuccess: () => {
          notify.success(MESSAGES.siteApplicationSent);
          handleClose();
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      aria-labelledby="apply-site-key-title"
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id="apply-site-key-title">{t('sites.addSiteKey')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('sites.applyIntro')}</DialogContentText>
          <TextField
            id="apply-site-key"
            label={t('sites.siteKey')}
            value={siteKey}
            onChange={(event) => setSiteKey(event.target.value)}
            autoFocus
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: ACCOUNT_FIELD_MAX.siteKey } }}
          />
          {apply.isError && (
            <Typography role="alert" color="error" variant="body2">
              {errorText(apply.error)}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={handleClose}>{t('sites.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isEmpty || apply.isPending}>
            {t('sites.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
