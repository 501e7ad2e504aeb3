import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { VerifyEmailStatus } from '../../../features/auth/components/verify-email-status';
import { useMe } from '../../../lib/session';
import { useAccountPagesText } from '../../../lib/i18n/signed-out-accounts';

export default function VerifyEmailPage() {
  const { t } = useAccountPagesText();
  const [searchParams] = useSearchParams();
  const me = useMe();
  const isSignedIn = !!me.data;
  return (
    <>
      <title>{t('documentTitle', { page: t('verifyEmail.heading') })}</title>
      <AuthLayout title={t('verifyEmail.heading')}>
        <VerifyEmailStatus
          token={searchParams.get('token')}
          onwardPath={isSignedIn ? paths.home : paths.login}
          onwardLabel={isSignedIn ? t('verifyEmail.continue') : t('common.goToLogin')}
        />
      </AuthLayout>
    </>
  );
}
