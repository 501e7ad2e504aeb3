import { AuthLayout } from '../../../components/layouts/auth-layout';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { useAccountPagesText } from '../../../lib/i18n/signed-out-accounts';

export default function ForgotPasswordPage() {
  const { t } = useAccountPagesText();
  return (
    <>
      <title>{t('documentTitle', { page: t('forgotPassword.heading') })}</title>
      <AuthLayout title={t('forgotPassword.heading')}>
        <ForgotPasswordForm />
      </AuthLayout>
    </>
  );
}
