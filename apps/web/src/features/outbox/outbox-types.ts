import type { TRpcClient } from '../../lib/rpc';

type TTaskCalls = TRpcClient['tasks'];

/** What a queued write does. */
export type TOutboxKind = 'status' | 'edit' | 'photos' | 'createTask';

/** pending: waits its turn; sending: on its way; refused: the server answered no. */
export type TOutboxState = 'pending' | 'sending' | 'refused';

/** A status change as queued (the status the user saw when they chose it rides along). */
export type TQueuedStatusInput = Parameters<TTaskCalls['setStatus']>[0];
export type TQueuedEditInput = Parameters<TTaskCalls['edit']>[0];
export type TQueuedCreateForm = Parameters<TTaskCalls['create']>[0];

export type TQueuedPhotosInput = { craftRecordId: string; files: File[] };

export type TQueuedCreateInput = { form: TQueuedCreateForm; images: File[] };

type TOutboxPayload =
  | { kind: 'status'; input: TQueuedStatusInput }
  | { kind: 'edit'; input: TQueuedEditInput }
  | { kind: 'photos'; input: TQueuedPhotosInput }
  | { kind: 'createTask'; input: TQueuedCreateInput };

export type TOutboxEntry = TOutboxPayload & {
  /** The idempotency key: a retry of the same entry is applied once by the server. */
  id: string;
  /** Order of sending (the order the user made the changes). */
  seq: number;
  /** The user and site it was made for: `${userId}/${siteKey}`. */
  scope: string;
  taskId: string | null;
  craftRecordId: string | null;
  /** One line for people: 'Set Complete', 'Task details', '2 photos'. */
  summary: string;
  /** What was typed, kept visible until sent or discarded ('Notes: …'). */
  lines: string[];
  createdAt: string;
  state: TOutboxState;
  /** The server's reason, when refused. */
  refusal: string | null;
};

/** What a screen hands the outbox to queue. */
export type TOutboxDraft = TOutboxPayload &
  Pick<TOutboxEntry, 'taskId' | 'craftRecordId' | 'summary' | 'lines'>;

/** A new idempotency key (a UUID; crypto.randomUUID needs a secure context). */
export function newOutboxKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The outbox's messages for code outside a component (outbox-text.ts). */
export { OUTBOX_TEXT } from './outbox-text';
