import { rpc } from './rpc';

export type TUploadProgress = { done: number; total: number };

/**
 * Adds photos to a record, one image per call so that the page can show how far it got (the
 * fetch transport reports no upload progress). The server re-encodes each image into its full,
 * reduced and thumbnail JPEGs and makes the last one the record's thumbnail. Progress is
 * reported before the first upload and after each one; the first failure ends the upload and
 * is thrown, so `done` of the last report says how many were saved. With a `key`, each image
 * is sent with the idempotency key `${key}-${index}`, so sending the same list again (a queued
 * upload after a lost answer) adds the images already saved only once.
 */
export async function uploadPhotos(
  craftRecordId: string,
  files: readonly File[],
  onProgress: (progress: TUploadProgress) => void,
  key?: string,
): Promise<void> {
  onProgress({ done: 0, total: files.length });
  for (const [index, file] of files.entries()) {
    await rpc.craftRecords.addPhotos(
      { craftRecordId, files: [file] },
      key ? { context: { idempotencyKey: `${key}-${index}` } } : {},
    );
    onProgress({ done: index + 1, total: files.length });
  }
}
