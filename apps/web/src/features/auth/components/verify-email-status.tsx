import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { InlineLoader } from '../../../components/ui/full-screen-loader';
import { Link } from '../../../components/ui/link';
import { errorMessage } from '../../../lib/errors';
import { useVerifyEmail } from '../api/verify-email';

type TVerifyEmailStatusProps = { token: string | null; onwardPath: string; onwardLabel: string };

/** Consumes the e-mailed verification link once and says how it went. */
export function VerifyEmailStatus({ token, onwardPath, onwardLabel }: TVerifyEmailStatusProps) {
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // The link is single-use: make sure a double effect (StrictMode) does not spend it twice.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (!token || hasStarted.current) return;
    hasStarted.current = true;
    mutate(token);
  }, [token, mutate]);

  const onward = (
    <Box sx={{ mt: 2 }}>
      <Link to={onwardPath}>{onwardLabel}</Link>
    </Box>
  );

  if (!token) {
    return (
      <>
        <Alert severity="error">This verification link is not valid.</Alert>
        {onward}
      </>
    );
  }
  if (verify.isSuccess) {
    return (
      <>
        <Alert severity="success">Your email address has been verified.</Alert>
        {onward}
      </>
    );
  }
  if (verify.isError) {
    return (
      <>
        <Alert severity="error">{errorMessage(verify.error)}</Alert>
        {onward}
      </>
    );
  }
  return <InlineLoader label="Verifying your email address" />;
}
