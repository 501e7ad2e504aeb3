import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient, throwIfAuthError } from '../../../lib/auth-client';
import { refreshMe } from '../../../lib/session';

export type TSignInCredentials = { email: string; password: string };

export async function signIn({ email, password }: TSignInCredentials): Promise<void> {
  const { error } = await authClient.signIn.email({ email, password });
  throwIfAuthError(error);
}

/** Signs in, then reloads the session; the route guard moves the user on. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: TSignInCredentials) => {
      await signIn(credentials);
      await refreshMe(queryClient);
    },
  });
}
