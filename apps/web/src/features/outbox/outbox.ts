import type { TOutboxStorage } from './outbox-storage';
import { newOutboxKey, type TOutboxDraft, type TOutboxEntry } from './outbox-types';

type TListener = () => void;

/**
 * The queued writes of one user on one site, in the order they were made. Every change is
 * written to storage before it is shown, so closing the tab loses nothing; `reload` reads
 * what another tab wrote.
 */
export class Outbox {
  private entries: readonly TOutboxEntry[] = [];
  private readonly listeners = new Set<TListener>();

  constructor(
    private readonly storage: TOutboxStorage,
    readonly scope: string,
    private readonly now: () => Date = () => new Date(),
    /** Called after each write of this tab (other tabs are told to reload). */
    private readonly onWrite: () => void = () => {},
  ) {}

  /** Reads the stored entries; an entry left 'sending' by a closed tab is pending again. */
  async reload(): Promise<void> {
    const stored = await this.storage.load(this.scope);
    this.set(
      stored
        .map((entry) =>
          entry.state === 'sending' ? { ...entry, state: 'pending' as const } : entry,
        )
        .sort((a, b) => a.seq - b.seq || a.createdAt.localeCompare(b.createdAt)),
      false,
    );
  }

  list(): readonly TOutboxEntry[] {
    return this.entries;
  }

  get(id: string): TOutboxEntry | undefined {
    return this.entries.find((entry) => entry.id === id);
  }

  subscribe = (listener: TListener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Queues a write at the end; answers the stored entry (its id is the idempotency key: a
   * write first tried online keeps the key it was sent with, so a lost answer is not doubled).
   */
  async add(draft: TOutboxDraft, id: string = newOutboxKey()): Promise<TOutboxEntry> {
    const last = this.entries.at(-1);
    const entry = {
      ...draft,
      id,
      seq: Math.max(last ? last.seq + 1 : 0, this.now().getTime()),
      scope: this.scope,
      createdAt: this.now().toISOString(),
      state: 'pending',
      refusal: null,
    } as TOutboxEntry;
    await this.storage.put(entry);
    this.set([...this.entries, entry]);
    return entry;
  }

  /** Changes an entry in place (its order kept). */
  async update(id: string, change: Partial<Omit<TOutboxEntry, 'kind' | 'input' | 'id'>>) {
    const current = this.get(id);
    if (!current) return;
    const next = { ...current, ...change } as TOutboxEntry;
    await this.storage.put(next);
    this.set(this.entries.map((entry) => (entry.id === id ? next : entry)));
  }

  /**
   * Puts an entry back in the queue under a new key, at its place: `input` replaces what is
   * sent (a re-applied status change drops the status the user saw).
   */
  async replace(id: string, input: TOutboxEntry['input']): Promise<TOutboxEntry | undefined> {
    const current = this.get(id);
    if (!current) return undefined;
    const next = {
      ...current,
      input,
      id: newOutboxKey(),
      state: 'pending',
      refusal: null,
    } as TOutboxEntry;
    await this.storage.put(next);
    await this.storage.remove(id);
    this.set(this.entries.map((entry) => (entry.id === id ? next : entry)));
    return next;
  }

  async remove(id: string): Promise<void> {
    await this.storage.remove(id);
    this.set(this.entries.filter((entry) => entry.id !== id));
  }

  private set(entries: readonly TOutboxEntry[], isLocal = true) {
    this.entries = entries;
    for (const listener of this.listeners) listener();
    if (isLocal) this.onWrite();
  }
}
