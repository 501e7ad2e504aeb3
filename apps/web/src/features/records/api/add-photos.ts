import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { uploadPhotos, type TUploadProgress } from '../../../lib/photo-upload';

/** Adds photos to a record with uploadPhotos (under one key), keeping its progress for the page. */
export function useAddPhotos(craftRecordId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<TUploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ files, key }: { files: readonly File[]; key: string }) => {
      try {
        await uploadPhotos(craftRecordId, files, setProgress, key);
      } finally {
        applyLiveMessage(queryClient, { topics: ['craftRecords'] });
      }
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
