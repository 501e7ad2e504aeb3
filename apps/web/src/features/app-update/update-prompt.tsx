import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import CloseIcon from '@mui/icons-material/Close';
import { SNACKBAR_Z_INDEX } from '../../components/ui/snackbar-provider';
import {
  UPDATE_MESSAGE,
  dismissUpdate,
  reloadToUpdate,
  useUpdateState,
} from '../../lib/app-update';

/** Below the app header (56 px high on phones, 64 px from 600 px up), like the app's messages. */
const TOP = { xs: 56 + 8, sm: 64 + 8 };

/**
 * 'A new version is available' with Reload, on every page (signed in or not) until the user
 * reloads or closes it. It stays: the user finishes what they are typing first.
 */
export function UpdatePrompt() {
  const { available, reloading } = useUpdateState();
  return (
    <Snackbar
      open={available}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: TOP, zIndex: SNACKBAR_Z_INDEX }}
    >
      <Alert
        severity="info"
        variant="filled"
        sx={{ alignItems: 'center' }}
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
              Reload
            </Button>
            <IconButton
              aria-label="Close"
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
        {UPDATE_MESSAGE}
      </Alert>
    </Snackbar>
  );
}
