import { useMutation } from '@tanstack/react-query';
import { authClient, throwIfAuthError } from '../../../lib/auth-client';

export type TChangePasswordFields = { currentPassword: string; newPassword: string };

/** better-auth checks the current password before setting the new one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async ({ currentPassword, newPassword }: TChangePasswordFields) => {
      const { error } = await authClient.changePassword({ currentPassword, newPassword });
      throwIfAuthError(error);
    },
  });
}
