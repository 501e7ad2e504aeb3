import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { VerifyEmailStatus } from '../../../features/auth/components/verify-email-status';
import { useMe } from '../../../lib/session';

export default function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const me = useMe();
  const isSignedIn = !!me.data;
  return (
    <>
      <title>Verify Email · Craftwork</title>
      <AuthLayout title="Verify Email">
        <VerifyEmailStatus
          token={searchParams.get('token')}
          onwardPath={isSignedIn ? paths.home : paths.login}
          onwardLabel={isSignedIn ? 'Continue' : 'Go to Login'}
        />
      </AuthLayout>
    </>
  );
}
