import { AuthLayout } from '../../../components/layouts/auth-layout';
import { CreateAccountForm } from '../../../features/auth/components/create-account-form';

export default function CreateUserPage() {
  return (
    <>
      <title>Create Account · Craftwork</title>
      <AuthLayout title="Create Account" width={760}>
        <CreateAccountForm />
      </AuthLayout>
    </>
  );
}
