import { useMutation, useQueryClient } from '@tanstack/react-query';
import { throwIfAuthError } from '../../../lib/auth-error';
import { refreshMe } from '../../../lib/me';

export type TSignInCredentials = { email: string; password: string };

/**
 * better-auth's client, loaded when the sign-in form is first used rather than with the page:
 * the sign-in page shows without it (issue 11 #30).
 */
export function loadAuthClient() {
  return import('../../../lib/auth-client');
}

export async function signIn({ email, password }: TSignInCredentials): Promise<void> {
  const { authClient } = await loadAuthClient();
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
