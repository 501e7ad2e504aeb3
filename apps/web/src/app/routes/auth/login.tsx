import { AuthLayout } from '../../../components/layouts/auth-layout';
import { LoginForm } from '../../../features/auth/components/login-form';

export function LoginPage() {
  return (
    <>
      <title>Login · Craftwork</title>
      <AuthLayout title="Login">
        <LoginForm />
      </AuthLayout>
    </>
  );
}
