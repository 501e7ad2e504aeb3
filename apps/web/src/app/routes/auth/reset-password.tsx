import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { useAccountPagesText } from '../../../lib/i18n/signed-out-accounts';

export default function ResetPasswordPage() {
  const { t } = useAccountPagesText();
  const [searchParams] = useSearchParams();
  return (
    <>
      <title>{t('documentTitle', { page: t('resetPassword.heading') })}</title>
      <AuthLayout title={t('resetPassword.heading')}>
        <ResetPasswordForm token={searchParams.get('token')} />
      </AuthLayout>
    </>
  );
}
