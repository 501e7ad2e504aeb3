import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { rpc } from '../../../lib/rpc';

export type TUploadProgress = { done: number; total: number };

/**
 * Adds photos to a record, one image per call so that the page can show how far it got (the
 * fetch transport reports no upload progress). The server re-encodes each image into its full,
 * reduced and thumbnail JPEGs and makes the last one the record's thumbnail.
 */
export function useAddPhotos(craftRecordId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<TUploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async (files: readonly File[]) => {
      setProgress({ done: 0, total: files.length });
      try {
        for (const [index, file] of files.entries()) {
          await rpc.craftRecords.addPhotos({ craftRecordId, files: [file] });
          setProgress({ done: index + 1, total: files.length });
        }
      } finally {
        applyLiveMessage(queryClient, { topics: ['craftRecords'] });
      }
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
