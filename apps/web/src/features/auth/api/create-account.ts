import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportError } from '../../../lib/errors';
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

/**
 * Creates the account (the server sends the verification e-mail), then signs in with it. Once
 * the account exists, a failed sign-in no longer fails the creation: it answers
 * `{ isSignedIn: false }`, so the form does not offer Create again for an account that exists.
 */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: TCreateAccountFields): Promise<{ isSignedIn: boolean }> => {
      await rpc.account.createAccount(fields);
      try {
        await signIn({ email: fields.email, password: fields.password });
      } catch (error) {
        reportError(error);
        return { isSignedIn: false };
      }
      // Signed in: the protected route loads the session itself if this fetch fails.
      await refreshMe(queryClient).catch(reportError);
      return { isSignedIn: true };
    },
  });
}
