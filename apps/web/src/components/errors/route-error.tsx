import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../../lib/errors';
import { isChunkLoadError, reloadToUpdate } from '../../lib/app-update';
import { useSignedOutText } from '../../lib/i18n/signed-out';

/**
 * Shown when a screen throws while rendering or its code fails to load. Code that fails to load
 * is a new version deployed since the page opened: Reload switches to it.
 */
export function RouteError() {
  const { t } = useSignedOutText();
  const error = useRouteError();
  // Offline, the code is missing for want of a network, not for a new version.
  const newVersion = isChunkLoadError(error) && navigator.onLine;
  if (!isRouteErrorResponse(error) && !newVersion) reportError(error);
  return (
    <Box
      component="main"
      role="alert"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <div>
        <Typography variant="h6" component="h1" gutterBottom>
          {newVersion ? t('message.updateAvailable') : t('message.generic')}
        </Typography>
        <Button variant="contained" onClick={reloadToUpdate}>
          {t('routeError.reload')}
        </Button>
      </div>
    </Box>
  );
}
