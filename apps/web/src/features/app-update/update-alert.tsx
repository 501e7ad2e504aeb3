import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { SNACKBAR_Z_INDEX } from '../../components/ui/snackbar-limits';
import { dismissUpdate, reloadToUpdate } from '../../lib/app-update';
import { useTranslation } from '../../lib/i18n/i18n';

/** Below the app header (56 px high on phones, 64 px from 600 px up), like the app's messages. */
const TOP = { xs: 56 + 8, sm: 64 + 8 };

/** The prompt itself, with its texts (the field catalogue). */
export function UpdateAlert({ reloading }: { reloading: boolean }) {
  const { t } = useTranslation('field');
  return (
    <Box
      sx={{
        position: 'fixed',
        top: TOP,
        left: 8,
        right: 8,
        zIndex: SNACKBAR_Z_INDEX,
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
      }}
    >
      <Alert
        severity="info"
        variant="filled"
        sx={{ alignItems: 'center', pointerEvents: 'auto' }}
        action={
          <>
            <Button
              color="inherit"
              size="small"
              variant="outlined"
              disabled={reloading}
              onClick={reloadToUpdate}
              sx={{ minHeight: 44 }}
            >
              {t('appUpdate.reload')}
            </Button>
            <IconButton
              aria-label={t('appUpdate.close')}
              color="inherit"
              size="small"
              onClick={dismissUpdate}
              sx={{ ml: 1, minWidth: 44, minHeight: 44 }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        {t('appUpdate.message')}
      </Alert>
    </Box>
  );
}
