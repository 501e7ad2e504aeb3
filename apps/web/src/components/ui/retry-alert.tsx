import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * An error that loading something ran into, with a Retry button that asks again. It shows on
 * the sign-in page too (a session that could not be read), which loads no message catalogue:
 * screens that have one hand the button's word in (`retryLabel`, issue 37).
 */
export function RetryAlert({
  onRetry,
  sx,
  retryLabel = 'Retry',
  children,
}: {
  onRetry: () => void;
  sx?: SxProps<Theme>;
  retryLabel?: string;
  children: ReactNode;
}) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
