import { rpc } from '../../lib/rpc';
import type { TOutboxEntry } from './outbox-types';

/** The key of a photo sent alone: the entry's key and the photo's place in it. */
export function photoKey(key: string, index: number): string {
  return `${key}-${index}`;
}

/** Sends photos one by one, each with its own key (a retry skips the ones already saved). */
export async function sendPhotos(craftRecordId: string, files: readonly File[], key: string) {
  for (const [index, file] of files.entries()) {
    await rpc.craftRecords.addPhotos(
      { craftRecordId, files: [file] },
      { context: { idempotencyKey: photoKey(key, index) } },
    );
  }
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
