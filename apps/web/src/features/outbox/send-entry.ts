import { uploadPhotos } from '../../lib/photo-upload';
import { rpc } from '../../lib/rpc';
import type { TOutboxEntry } from './outbox-types';

/** Sends photos one by one, each with its own key (a retry skips the ones already saved). */
function sendPhotos(craftRecordId: string, files: readonly File[], key: string) {
  return uploadPhotos(craftRecordId, files, () => {}, key);
}

/** Sends a queued write to its procedure with the entry's idempotency key. */
export async function sendEntry(entry: TOutboxEntry): Promise<void> {
  const context = { idempotencyKey: entry.id };
  switch (entry.kind) {
    case 'status':
      await rpc.tasks.setStatus(entry.input, { context });
      return;
    case 'edit':
      await rpc.tasks.edit(entry.input, { context });
      return;
    case 'photos':
      await sendPhotos(entry.input.craftRecordId, entry.input.files, entry.id);
      return;
    case 'createTask': {
      const created = await rpc.tasks.create(entry.input.form, { context });
      await sendPhotos(created.craftRecordId, entry.input.images, `${entry.id}-p`);
      return;
    }
  }
}
