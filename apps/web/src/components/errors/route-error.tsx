import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { reportError } from '../../lib/errors';

const GENERIC_ERROR = MESSAGES.generic;

/** Shown when a screen throws while rendering or its code fails to load. */
export function RouteError() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) reportError(error);
  return (
    <Box
      component="main"
      role="alert"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <div>
        <Typography variant="h6" component="h1" gutterBottom>
          {GENERIC_ERROR}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    </Box>
  );
}
