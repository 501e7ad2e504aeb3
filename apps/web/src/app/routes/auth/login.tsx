import { AuthLayout } from '../../../components/layouts/auth-layout';
import { LoginForm } from '../../../features/auth/components/login-form';
import { useSignedOutText } from '../../../lib/i18n/signed-out';

export function LoginPage() {
  const { t } = useSignedOutText();
  return (
    <>
      <title>{t('documentTitle', { page: t('login.heading') })}</title>
      <AuthLayout title={t('login.heading')}>
        <LoginForm />
      </AuthLayout>
    </>
  );
}
