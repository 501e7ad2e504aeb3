import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { ORPCError } from '@orpc/client';
import { errorMessage } from '../../../lib/errors';
import { useNotify } from '../../../lib/notify';
import { useSendVerificationLink } from '../api/send-verification-link';

// The spec gives no text for a resent link; this repeats the account-created wording.
const VERIFICATION_SENT = 'A verification email has been sent to your inbox.';

/** Shown to signed-in users whose e-mail is not verified yet; verification is encouraged, not required. */
export function VerificationBanner({ email, brand }: { email: string; brand: string }) {
  const notify = useNotify();
  const send = useSendVerificationLink();
  const handleResend = () =>
    send.mutate(
      { version: brand },
      {
        onSuccess: () => notify.success(VERIFICATION_SENT),
        // Too many requests: the server's message says how long to wait; contacting support
        // would not help.
        onError: (error) =>
          notify.error(
            error instanceof ORPCError && error.code === 'TOO_MANY_REQUESTS'
              ? errorMessage(error)
              : MESSAGES.verificationEmailFailed,
          ),
      },
    );
  return (
    <Alert
      severity="info"
      square
      action={
        <Button color="inherit" size="small" onClick={handleResend} disabled={send.isPending}>
          Resend
        </Button>
      }
    >
      Please verify your email address ({email}). Check your inbox for the verification link.
    </Alert>
  );
}
