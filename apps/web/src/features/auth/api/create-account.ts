import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { refreshMe } from '../../../lib/session';
import { signIn } from './sign-in';

export type TCreateAccountFields = {
  displayName: string;
  email: string;
  password: string;
  companyName: string;
  department: string;
  jobTitle: string;
  phone: string;
};

/** Creates the account (the server sends the verification e-mail), then signs in with it. */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: TCreateAccountFields) => {
      await rpc.account.createAccount(fields);
      await signIn({ email: fields.email, password: fields.password });
      await refreshMe(queryClient);
    },
  });
}
