import { ORPCError } from '@orpc/client';
import { IDEMPOTENCY_MESSAGES } from '@craftwork/domain/offline/idempotency';
import { errorText } from '../../lib/i18n/error-text';
import type { Outbox } from './outbox';
import type { TOutboxEntry } from './outbox-types';

/** Sends one entry with its key; throws what the call threw. */
export type TSendEntry = (entry: TOutboxEntry) => Promise<void>;

export type TFlushResult = {
  sent: TOutboxEntry[];
  refused: TOutboxEntry[];
  /** A call did not reach the server (or the server could not answer): try again later. */
  stopped: boolean;
};

/** Answers that will not change on a retry: the server looked at the write and said no. */
const RETRYABLE_CLIENT_STATUSES = new Set([401, 408, 425, 429]);

/**
 * Whether a failed send is the server's refusal (an HTTP answer: CONFLICT, FORBIDDEN,
 * BAD_REQUEST, NOT_FOUND, ...) rather than a failure to get there: a fetch that threw, a 5xx,
 * a signed-out session or rate limit, the same key still being saved (tried again later).
 */
export function isRefusal(error: unknown): boolean {
  return (
    error instanceof ORPCError &&
    error.status >= 400 &&
    error.status < 500 &&
    !RETRYABLE_CLIENT_STATUSES.has(error.status) &&
    error.message !== IDEMPOTENCY_MESSAGES.stillRunning
  );
}

/** A call that never got an answer from the server (the write may be queued instead). */
export function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ORPCError) || error.status >= 500 || error.status === 0;
}

/** A task's writes queue behind one another; a photo without a task behind its record's. */
function subject(entry: TOutboxEntry): string | null {
  if (entry.taskId) return `task:${entry.taskId}`;
  if (entry.craftRecordId) return `record:${entry.craftRecordId}`;
  return null;
}

/**
 * Sends the pending entries in order, one at a time. A sent entry is removed; a refused one
 * keeps its content with the server's reason, and the later entries of its task wait behind
 * it while the others go on; a network failure stops the round (the caller tries later).
 */
export async function flushOutbox(outbox: Outbox, send: TSendEntry): Promise<TFlushResult> {
  const result: TFlushResult = { sent: [], refused: [], stopped: false };
  const tried = new Set<string>();
  for (;;) {
    const blocked = new Set<string>();
    let next: TOutboxEntry | undefined;
    for (const entry of outbox.list()) {
      const key = subject(entry);
      if (entry.state === 'refused') {
        if (key) blocked.add(key);
        continue;
      }
      if (tried.has(entry.id) || (key && blocked.has(key))) continue;
      next = entry;
      break;
    }
    if (!next) return result;
    tried.add(next.id);
    await outbox.update(next.id, { state: 'sending' });
    try {
      await send(next);
      await outbox.remove(next.id);
      result.sent.push(next);
    } catch (error) {
      if (isRefusal(error)) {
        await outbox.update(next.id, { state: 'refused', refusal: errorText(error) });
        result.refused.push(next);
        continue;
      }
      await outbox.update(next.id, { state: 'pending' });
      result.stopped = true;
      return result;
    }
  }
}

/**
 * What Re-apply sends: the same content under a new key, no longer saying what the user saw
 * (the status, the task's last change), so it applies over the other user's change.
 */
export function reapplyInput(entry: TOutboxEntry): TOutboxEntry['input'] {
  if (entry.kind === 'status') {
    const { expectedStatus: _seen, ...input } = entry.input;
    return input;
  }
  if (entry.kind === 'edit') {
    const { expectedUpdatedAt: _seen, ...input } = entry.input;
    return input;
  }
  return entry.input;
}

/** The wait before the next try after a network failure: 2 s doubling to 1 min. */
export function retryDelay(failures: number): number {
  return Math.min(60_000, 2_000 * 2 ** Math.max(0, failures - 1));
}
