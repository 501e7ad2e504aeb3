import { createStore, del, set, values, type UseStore } from 'idb-keyval';
import type { TOutboxEntry } from './outbox-types';

/** Where queued writes are kept: IndexedDB in the browser, a Map in tests. */
export type TOutboxStorage = {
  /** Every entry of the scope (any order). */
  load: (scope: string) => Promise<TOutboxEntry[]>;
  put: (entry: TOutboxEntry) => Promise<void>;
  remove: (id: string) => Promise<void>;
};

let idbStore: UseStore | null = null;

/**
 * The browser's outbox: its own IndexedDB database, apart from the query cache's, so that
 * clearing the cache (sign-out, a new version) never drops a change the user made. Files are
 * stored as the Blobs they are.
 */
export function indexedDbOutboxStorage(): TOutboxStorage {
  idbStore ??= createStore('craftwork-outbox', 'entries');
  const store = idbStore;
  return {
    load: async (scope) =>
      (await values<TOutboxEntry>(store)).filter((entry) => entry.scope === scope),
    put: (entry) => set(entry.id, entry, store),
    remove: (id) => del(id, store),
  };
}

/** An outbox kept in memory (tests, and browsers without IndexedDB). */
export function memoryOutboxStorage(): TOutboxStorage & { entries: Map<string, TOutboxEntry> } {
  const entries = new Map<string, TOutboxEntry>();
  return {
    entries,
    load: (scope) =>
      Promise.resolve([...entries.values()].filter((entry) => entry.scope === scope)),
    put: (entry) => {
      entries.set(entry.id, structuredClone(entry));
      return Promise.resolve();
    },
    remove: (id) => {
      entries.delete(id);
      return Promise.resolve();
    },
  };
}
