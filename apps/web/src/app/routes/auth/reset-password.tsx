import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <title>Reset Password · Craftwork</title>
      <AuthLayout title="Reset Password">
        <ResetPasswordForm token={searchParams.get('token')} />
      </AuthLayout>
    </>
  );
}
