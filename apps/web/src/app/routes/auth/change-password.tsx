import { PageHeading } from '../../../components/ui/page-heading';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { useTranslation } from '../../../lib/i18n/i18n';

export default function ChangePasswordPage() {
  const { t } = useTranslation('profile');
  return (
    <>
      <PageHeading title={t('changePassword.title')} />
      <ChangePasswordForm />
    </>
  );
}
