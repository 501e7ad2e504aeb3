import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient, throwIfAuthError } from '../../../lib/auth-client';
import { meQueryOptions } from '../../../lib/session';

/** Consumes an e-mailed verification link. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      const { error } = await authClient.verifyEmail({ query: { token } });
      throwIfAuthError(error);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
