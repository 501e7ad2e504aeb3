import { useMutation } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';

export function useSendAppDownloadCodeLink() {
  return useMutation(orpc.download.sendAppDownloadCodeLink.mutationOptions());
}
