import { PageHeading } from '../../../components/ui/page-heading';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';

export default function ChangePasswordPage() {
  return (
    <>
      <PageHeading title="Change Password" />
      <ChangePasswordForm />
    </>
  );
}
