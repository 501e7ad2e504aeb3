import { AuthLayout } from '../../../components/layouts/auth-layout';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

export default function ForgotPasswordPage() {
  return (
    <>
      <title>Forgot Password · Craftwork</title>
      <AuthLayout title="Forgot Password">
        <ForgotPasswordForm />
      </AuthLayout>
    </>
  );
}
