import { useMutation } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';

export function useSendPasswordResetLink() {
  return useMutation(orpc.account.sendPasswordResetLink.mutationOptions());
}
