import { useMutation } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';

/** handleGenerateQRScaffoldTagCF: answers the URL of the record's printable tag. */
export function useGenerateQrTag() {
  return useMutation(orpc.craftRecords.handleGenerateQRScaffoldTagCF.mutationOptions());
}
