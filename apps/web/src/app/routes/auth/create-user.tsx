import { AuthLayout } from '../../../components/layouts/auth-layout';
import { CreateAccountForm } from '../../../features/auth/components/create-account-form';
import { useAccountPagesText } from '../../../lib/i18n/signed-out-accounts';

export default function CreateUserPage() {
  const { t } = useAccountPagesText();
  return (
    <>
      <title>{t('documentTitle', { page: t('createAccount.heading') })}</title>
      <AuthLayout title={t('createAccount.heading')} width={760}>
        <CreateAccountForm />
      </AuthLayout>
    </>
  );
}
