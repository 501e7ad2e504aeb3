import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { InlineLoader } from '../../../components/ui/full-screen-loader';
import { Link } from '../../../components/ui/link';
import { errorMessage } from '../../../lib/errors';
import { useAccountPagesText } from '../../../lib/i18n/signed-out-accounts';
import { useVerifyEmail } from '../api/verify-email';

type TVerifyEmailStatusProps = { token: string | null; onwardPath: string; onwardLabel: string };

/** Consumes the e-mailed verification link once and says how it went. */
export function VerifyEmailStatus({ token, onwardPath, onwardLabel }: TVerifyEmailStatusProps) {
  const { t, known } = useAccountPagesText();
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
        <Alert severity="error">{t('verifyEmail.invalidLink')}</Alert>
        {onward}
      </>
    );
  }
  if (verify.isSuccess) {
    return (
      <>
        <Alert severity="success">{t('verifyEmail.verified')}</Alert>
        {onward}
      </>
    );
  }
  if (verify.isError) {
    return (
      <>
        <Alert severity="error">{known(errorMessage(verify.error))}</Alert>
        {onward}
      </>
    );
  }
  return <InlineLoader label={t('verifyEmail.verifying')} />;
}
