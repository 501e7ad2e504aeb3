import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { rpc } from '../../../lib/rpc';

/** Adds files to the record's attachments, one call per file. */
export function useAddAttachments(craftRecordId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (files: readonly File[]) => {
      try {
        for (const file of files) {
          await rpc.craftRecords.addAttachment({ craftRecordId, taskId: null, file });
        }
      } finally {
        applyLiveMessage(queryClient, { topics: ['craftRecords'] });
      }
    },
  });
}
