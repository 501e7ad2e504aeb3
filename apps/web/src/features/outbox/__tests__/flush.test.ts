import { ORPCError } from '@orpc/client';
import { describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_MESSAGES } from '@craftwork/domain/offline/idempotency';
import { flushOutbox, isNetworkFailure, isRefusal, reapplyInput, retryDelay } from '../flush';
import { Outbox } from '../outbox';
import { memoryOutboxStorage } from '../outbox-storage';
import type { TSetTaskStatusInput } from '@craftwork/domain/tasks/schemas';
import type { TOutboxDraft, TOutboxEntry } from '../outbox-types';

const CONFLICT = 'This task was changed by someone else: it is now Complete.';

const status = (taskId: string, to: TSetTaskStatusInput['status']): TOutboxDraft => ({
  kind: 'status',
  input: { taskId, status: to, expectedStatus: 30 },
  taskId,
  craftRecordId: 'rec-1',
  summary: `Set ${to} on ${taskId}`,
  lines: [],
});

async function outboxWith(...drafts: TOutboxDraft[]) {
  const outbox = new Outbox(memoryOutboxStorage(), 's');
  for (const draft of drafts) await outbox.add(draft);
  return outbox;
}

/** A fake client: records each call's task and key, answers as told. */
function fakeSend(answer: (entry: TOutboxEntry) => Error | null = () => null) {
  const calls: { taskId: string | null; key: string; input: unknown }[] = [];
  const send = vi.fn((entry: TOutboxEntry) => {
    calls.push({ taskId: entry.taskId, key: entry.id, input: entry.input });
    const failure = answer(entry);
    return failure ? Promise.reject(failure) : Promise.resolve();
  });
  return { send, calls };
}

describe('flushOutbox', () => {
  it('sends in order, one at a time, each with its own key, and removes what was sent', async () => {
    const outbox = await outboxWith(status('t1', 40), status('t2', 50), status('t1', 50));
    const keys = outbox.list().map((e) => e.id);
    const { send, calls } = fakeSend();
    const result = await flushOutbox(outbox, send);
    expect(calls.map((c) => c.key)).toEqual(keys);
    expect(result).toMatchObject({ stopped: false, refused: [] });
    expect(result.sent).toHaveLength(3);
    expect(outbox.list()).toEqual([]);
  });

  it('stops at a network failure and keeps that entry and the rest pending', async () => {
    const outbox = await outboxWith(status('t1', 40), status('t2', 50), status('t3', 50));
    const { send, calls } = fakeSend((e) => (e.taskId === 't2' ? new TypeError('Failed') : null));
    const result = await flushOutbox(outbox, send);
    expect(result.stopped).toBe(true);
    expect(calls.map((c) => c.taskId)).toEqual(['t1', 't2']);
    expect(outbox.list().map((e) => [e.taskId, e.state])).toEqual([
      ['t2', 'pending'],
      ['t3', 'pending'],
    ]);
  });

  it('a 5xx answer is retried later, not a refusal', async () => {
    const outbox = await outboxWith(status('t1', 40));
    const { send } = fakeSend(() => new ORPCError('INTERNAL_SERVER_ERROR', { status: 500 }));
    const result = await flushOutbox(outbox, send);
    expect(result.stopped).toBe(true);
    expect(outbox.list()[0]?.state).toBe('pending');
  });

  it('a refusal keeps the entry with the server reason; the task’s later writes wait, others go on', async () => {
    const outbox = await outboxWith(status('t1', 50), status('t2', 50), status('t1', 80));
    const { send, calls } = fakeSend((e) =>
      e.taskId === 't1' ? new ORPCError('CONFLICT', { status: 409, message: CONFLICT }) : null,
    );
    const result = await flushOutbox(outbox, send);
    expect(calls.map((c) => c.taskId)).toEqual(['t1', 't2']);
    expect(result.refused).toHaveLength(1);
    expect(outbox.list().map((e) => [e.taskId, e.state, e.refusal])).toEqual([
      ['t1', 'refused', CONFLICT],
      ['t1', 'pending', null],
    ]);

    // The next round still leaves the refused task's queue alone.
    const again = fakeSend();
    await flushOutbox(outbox, again.send);
    expect(again.calls).toEqual([]);
  });

  it('FORBIDDEN, BAD_REQUEST and NOT_FOUND are refusals; 401, 429 and a key still running are not', () => {
    for (const [code, statusCode] of [
      ['FORBIDDEN', 403],
      ['BAD_REQUEST', 400],
      ['NOT_FOUND', 404],
      ['CONFLICT', 409],
    ] as const) {
      expect(isRefusal(new ORPCError(code, { status: statusCode }))).toBe(true);
    }
    expect(isRefusal(new ORPCError('UNAUTHORIZED', { status: 401 }))).toBe(false);
    expect(isRefusal(new ORPCError('TOO_MANY_REQUESTS', { status: 429 }))).toBe(false);
    expect(
      isRefusal(
        new ORPCError('CONFLICT', { status: 409, message: IDEMPOTENCY_MESSAGES.stillRunning }),
      ),
    ).toBe(false);
    expect(isRefusal(new TypeError('Failed to fetch'))).toBe(false);
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new ORPCError('CONFLICT', { status: 409 }))).toBe(false);
  });

  it('re-apply drops the status the user saw and is sent under a new key', async () => {
    const outbox = await outboxWith(status('t1', 50));
    const refused = fakeSend(() => new ORPCError('CONFLICT', { status: 409, message: CONFLICT }));
    await flushOutbox(outbox, refused.send);
    const [entry] = outbox.list();
    if (!entry) throw new Error('entry expected');

    await outbox.replace(entry.id, reapplyInput(entry));
    const ok = fakeSend();
    await flushOutbox(outbox, ok.send);
    expect(ok.calls).toHaveLength(1);
    expect(ok.calls[0]?.key).not.toBe(entry.id);
    expect(ok.calls[0]?.input).toEqual({ taskId: 't1', status: 50 });
    expect(outbox.list()).toEqual([]);
  });

  it('re-apply of an edit drops the last change the user saw; photos are sent as they were', () => {
    const base = { ...status('t1', 40), id: 'k', seq: 1, scope: 's', createdAt: '', refusal: null };
    const edit: TOutboxEntry = {
      ...base,
      state: 'refused',
      kind: 'edit',
      input: {
        taskId: 't1',
        assignedCompanyId: '',
        additionalNotes: 'Long boards',
        taskSpecificDetails: {},
        expectedUpdatedAt: '2030-03-01T10:00:00.000Z',
      },
    };
    expect(reapplyInput(edit)).toEqual({
      taskId: 't1',
      assignedCompanyId: '',
      additionalNotes: 'Long boards',
      taskSpecificDetails: {},
    });
    const photos: TOutboxEntry = {
      ...base,
      state: 'refused',
      kind: 'photos',
      input: { craftRecordId: 'r', files: [] },
    };
    expect(reapplyInput(photos)).toBe(photos.input);
  });

  it('waits 2 s after a failure, doubling to a minute', () => {
    expect([1, 2, 3, 10].map(retryDelay)).toEqual([2_000, 4_000, 8_000, 60_000]);
  });
});
