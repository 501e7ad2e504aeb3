import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Link as RouterLink } from 'react-router';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { paths } from '../../../config/paths';
import type { TMe } from '../../../lib/session';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { useSetDefaultSite } from '../api/set-default-site';

type TDefaultSiteDialogProps = {
  open: boolean;
  onClose: () => void;
  sites: TMe['sites'];
  defaultSiteKey: string | null;
  /** Offers applying to another site from the dialog. */
  onApply: () => void;
};

/** Choose the default site among the approved ones; pending applications are listed, not choosable. */
export function DefaultSiteDialog({
  open,
  onClose,
  sites,
  defaultSiteKey,
  onApply,
}: TDefaultSiteDialogProps) {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const setDefault = useSetDefaultSite();

  const handleChoose = (siteKey: string) => {
    if (siteKey === defaultSiteKey) return onClose();
    setDefault.mutate(
      { siteKey },
      {
        onSuccess: () => {
          notify.success(MESSAGES.defaultSiteKeyChanged);
          onClose();
        },
        onError: (error) => notify.error(error),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="default-site-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="default-site-title">{t('sites.defaultSite')}</DialogTitle>
      <DialogContent dividers>
        {sites.length === 0 ? (
          <Typography color="text.secondary">{t('sites.noSites')}</Typography>
        ) : (
          <List aria-label={t('sites.yourSites')} disablePadding>
            {sites.map((site) => {
              const isCurrent = site.siteKey === defaultSiteKey;
              return (
                <ListItemButton
                  key={site.siteKey}
                  disabled={!site.approved || setDefault.isPending}
                  selected={isCurrent}
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={() => handleChoose(site.siteKey)}
                >
                  <ListItemIcon>
                    {isCurrent ? (
                      <RadioButtonCheckedIcon color="primary" />
                    ) : (
                      <RadioButtonUncheckedIcon />
                    )}
                  </ListItemIcon>
                  <ListItemText
                    sx={{ overflowWrap: 'anywhere' }}
                    primary={site.name || site.siteKey}
                    secondary={
                      site.approved
                        ? site.siteKey
                        : t('sites.pendingSite', { siteKey: site.siteKey })
                    }
                  />
                </ListItemButton>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to={paths.mySites} onClick={onClose}>
          {t('sites.mySites')}
        </Button>
        <Button onClick={onApply}>{t('sites.addSiteKey')}</Button>
        <Button onClick={onClose}>{t('sites.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
