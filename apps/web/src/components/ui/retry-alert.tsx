import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

/** An error that loading something ran into, with a Retry button that asks again. */
export function RetryAlert({
  onRetry,
  sx,
  children,
}: {
  onRetry: () => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
