import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ORPCError } from '@orpc/client';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { useSendVerificationLink } from '../api/send-verification-link';

/** Shown to signed-in users whose e-mail is not verified yet; verification is encouraged, not required. */
export function VerificationBanner({ email, brand }: { email: string; brand: string }) {
  const { t } = useTranslation('shell');
  const notify = useNotify();
  const send = useSendVerificationLink();
  const handleResend = () =>
    send.mutate(
      { version: brand },
      {
        // The spec gives no text for a resent link; this repeats the account-created wording.
        onSuccess: () => notify.success(t('verification.sent')),
        // Too many requests: the server's message says how long to wait; contacting support
        // would not help.
        onError: (error) =>
          notify.error(
            error instanceof ORPCError && error.code === 'TOO_MANY_REQUESTS'
              ? error
              : t('verification.failed'),
          ),
      },
    );
  return (
    <Alert
      severity="info"
      square
      action={
        <Button color="inherit" size="small" onClick={handleResend} disabled={send.isPending}>
          {t('verification.resend')}
        </Button>
      }
    >
      {t('verification.message', { email })}
    </Alert>
  );
}
