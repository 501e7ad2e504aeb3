// Where the saved query cache lives: one IndexedDB entry per user and site (idb-keyval), or any
// other key-value store with the same four calls (tests use a Map).
import { createStore, del, get, keys, set } from 'idb-keyval';
import type { PersistedClient } from '@tanstack/react-query-persist-client';

export type TCacheStore = {
  get(key: string): Promise<PersistedClient | undefined>;
  set(key: string, value: PersistedClient): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
};

export const CACHE_KEY_PREFIX = 'craftwork-cache:';
/** The photo thumbnails the service worker keeps (cleared at sign-out with the queries). */
export const THUMBNAIL_CACHE = 'craftwork-thumbnails';

/** Who and where an entry belongs to. */
export type TCacheScope = { userId: string; siteKey: string };

/** The site part of a scope for a user with no approved site yet. */
export const NO_SITE = '-';

export function cacheKey(scope: TCacheScope): string {
  return `${CACHE_KEY_PREFIX}${scope.userId}:${scope.siteKey}`;
}

export function sameScope(a: TCacheScope | null, b: TCacheScope | null): boolean {
  return a?.userId === b?.userId && a?.siteKey === b?.siteKey;
}

/** The browser's store: database 'craftwork-offline', object store 'query-cache'. */
export function indexedDbCacheStore(): TCacheStore {
  const store = createStore('craftwork-offline', 'query-cache');
  return {
    get: (key) => get<PersistedClient>(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    keys: async () => (await keys(store)).map(String),
  };
}

// The last active user and site, so that a start with no network restores the right entry
// before session.me can say who is signed in. localStorage: read synchronously at start.
const POINTER_KEY = 'craftwork.offlineCache';

export function readScopePointer(): TCacheScope | null {
  try {
    const raw = localStorage.getItem(POINTER_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'userId' in parsed &&
      'siteKey' in parsed &&
      typeof parsed.userId === 'string' &&
      typeof parsed.siteKey === 'string'
    ) {
      return { userId: parsed.userId, siteKey: parsed.siteKey };
    }
  } catch {
    // unreadable: nothing is restored
  }
  return null;
}

export function writeScopePointer(scope: TCacheScope | null): void {
  try {
    if (scope) localStorage.setItem(POINTER_KEY, JSON.stringify(scope));
    else localStorage.removeItem(POINTER_KEY);
  } catch {
    // storage unavailable: an offline start then restores nothing
  }
}
