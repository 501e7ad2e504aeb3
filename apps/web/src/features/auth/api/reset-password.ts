import { useMutation } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';

export function useResetPassword() {
  return useMutation(orpc.account.resetPassword.mutationOptions());
}
