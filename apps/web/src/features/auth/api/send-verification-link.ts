import { useMutation } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';

export function useSendVerificationLink() {
  return useMutation(orpc.account.sendVerificationLink.mutationOptions());
}
