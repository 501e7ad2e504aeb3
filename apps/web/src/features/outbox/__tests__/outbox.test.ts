import { describe, expect, it } from 'vitest';
import { Outbox } from '../outbox';
import { memoryOutboxStorage } from '../outbox-storage';
import type { TSetTaskStatusInput } from '@craftwork/domain/tasks/schemas';
import type { TOutboxDraft } from '../outbox-types';

const statusDraft = (taskId: string, status: TSetTaskStatusInput['status']): TOutboxDraft => ({
  kind: 'status',
  input: { taskId, status, expectedStatus: 30 },
  taskId,
  craftRecordId: 'rec-1',
  summary: `Set ${status}`,
  lines: ['Notes: bring the long boards'],
});

function clock() {
  let t = Date.parse('2030-03-01T10:00:00Z');
  return () => new Date(t++);
}

describe('Outbox', () => {
  it('keeps entries in the order they were made, each with a key of its own', async () => {
    const outbox = new Outbox(memoryOutboxStorage(), 'u1/PLANT1', clock());
    const a = await outbox.add(statusDraft('t1', 40));
    const b = await outbox.add(statusDraft('t2', 50));
    const c = await outbox.add(statusDraft('t1', 50));
    expect(outbox.list().map((e) => e.id)).toEqual([a.id, b.id, c.id]);
    expect(new Set([a.id, b.id, c.id]).size).toBe(3);
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.state).toBe('pending');
  });

  it('survives a reload from its storage, in order, per user and site', async () => {
    const storage = memoryOutboxStorage();
    const now = clock();
    const first = new Outbox(storage, 'u1/PLANT1', now);
    await first.add(statusDraft('t1', 40));
    await first.add(statusDraft('t2', 50));
    await new Outbox(storage, 'u2/PLANT1', now).add(statusDraft('t9', 40));

    const reopened = new Outbox(storage, 'u1/PLANT1', now);
    await reopened.reload();
    expect(reopened.list().map((e) => e.taskId)).toEqual(['t1', 't2']);
    expect(reopened.list()[0]?.lines).toEqual(['Notes: bring the long boards']);
  });

  it('makes an entry left sending by a closed tab pending again', async () => {
    const storage = memoryOutboxStorage();
    const outbox = new Outbox(storage, 's', clock());
    const entry = await outbox.add(statusDraft('t1', 40));
    await outbox.update(entry.id, { state: 'sending' });
    const reopened = new Outbox(storage, 's');
    await reopened.reload();
    expect(reopened.get(entry.id)?.state).toBe('pending');
  });

  it('keeps a refusal and its reason; replace gives a new key at the same place', async () => {
    const storage = memoryOutboxStorage();
    const outbox = new Outbox(storage, 's', clock());
    const a = await outbox.add(statusDraft('t1', 40));
    const b = await outbox.add(statusDraft('t2', 40));
    await outbox.update(a.id, { state: 'refused', refusal: 'It is now Complete.' });
    expect(outbox.get(a.id)).toMatchObject({ state: 'refused', refusal: 'It is now Complete.' });

    const again = await outbox.replace(a.id, { taskId: 't1', status: 40 });
    expect(again?.id).not.toBe(a.id);
    expect(outbox.list().map((e) => e.id)).toEqual([again?.id, b.id]);
    expect(outbox.list()[0]).toMatchObject({ state: 'pending', refusal: null });
    expect(storage.entries.has(a.id)).toBe(false);
  });

  it('uses the key given by a write first tried online, and tells listeners and other tabs', async () => {
    let writes = 0;
    let heard = 0;
    const outbox = new Outbox(memoryOutboxStorage(), 's', clock(), () => (writes += 1));
    outbox.subscribe(() => (heard += 1));
    const entry = await outbox.add(statusDraft('t1', 40), 'key-12345678');
    expect(entry.id).toBe('key-12345678');
    await outbox.remove(entry.id);
    expect(outbox.list()).toEqual([]);
    expect(writes).toBe(2);
    expect(heard).toBe(2);
  });
});
