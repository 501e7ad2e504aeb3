// The query cache kept on the device for reading offline (decision 175): one entry per user
// and site, restored before the app renders, written at most once a second, forgotten at
// sign-out. `persistOptions` goes to PersistQueryClientProvider; `follow` watches session.me to
// file the cache under the right user and site.
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type {
  PersistedClient,
  Persister,
  PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { RELEASE_VERSION } from '@craftwork/domain/site/release';
import { meQueryOptions, type TMe } from '../me';
import {
  CACHE_KEY_PREFIX,
  cacheKey,
  indexedDbCacheStore,
  NO_SITE,
  readScopePointer,
  sameScope,
  THUMBNAIL_CACHE,
  writeScopePointer,
  type TCacheScope,
  type TCacheStore,
} from './cache-store';
import {
  isSessionQuery,
  mergePersistedQueries,
  OFFLINE_MAX_AGE_MS,
  shouldPersistQuery,
  type TDehydratedQuery,
} from './persisted-queries';

export type TOfflineCache = {
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  /** Files the cache under session.me's user and site; returns the unsubscribe. */
  follow(queryClient: QueryClient): () => void;
  /** Sign-out: that user's entries, the pointer to them and the saved thumbnails go. */
  forgetUser(userId: string): Promise<void>;
  /** Writes what is waiting now (tests; the page being hidden). */
  flush(): Promise<void>;
  currentScope(): TCacheScope | null;
};

type TOptions = {
  store: TCacheStore;
  buster: string;
  /** Writes are gathered for this long (every cache event asks for one). */
  throttleMs?: number;
  now?: () => number;
};

export function scopeOfMe(me: TMe): TCacheScope {
  return { userId: me.user.id, siteKey: me.site?.siteKey ?? NO_SITE };
}

function isFresh(entry: PersistedClient, buster: string, now: number): boolean {
  return entry.buster === buster && now - entry.timestamp <= OFFLINE_MAX_AGE_MS;
}

async function deleteThumbnails(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(THUMBNAIL_CACHE);
}

export function createOfflineCache({
  store,
  buster,
  throttleMs = 1_000,
  now = Date.now,
}: TOptions): TOfflineCache {
  let scope: TCacheScope | null = readScopePointer();
  /** Data fetched before this belongs to the previous user or site. */
  let since = 0;
  /** The current entry's queries as last written (or restored). */
  let saved: TDehydratedQuery[] = [];
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Every store operation runs after the previous one: a write never lands after a delete. */
  let chain: Promise<void> = Promise.resolve();

  const enqueue = (task: () => Promise<void>): Promise<void> => {
    chain = chain.then(task).catch((error: unknown) => {
      // A full or unavailable store loses only the offline copy.
      console.error(error);
    });
    return chain;
  };

  const cancelPending = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = null;
  };

  const writePending = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    const client = pending;
    const target = scope;
    pending = null;
    if (!client || !target) return chain;
    return enqueue(async () => {
      if (!sameScope(target, scope)) return;
      saved = mergePersistedQueries(saved, client.clientState.queries, now());
      await store.set(cacheKey(target), {
        buster: client.buster,
        timestamp: client.timestamp,
        clientState: { mutations: [], queries: saved },
      });
    });
  };

  const switchTo = (next: TCacheScope, dataSince: number) => {
    cancelPending();
    scope = next;
    since = dataSince;
    saved = [];
    writeScopePointer(next);
    // What was saved for this user and site before is kept alongside the new data.
    void enqueue(async () => {
      const entry = await store.get(cacheKey(next));
      if (entry && sameScope(next, scope) && isFresh(entry, buster, now())) {
        saved = mergePersistedQueries(entry.clientState.queries, saved, now());
      }
    });
  };

  const persister: Persister = {
    persistClient(client) {
      if (!scope) return;
      pending = client;
      timer ??= setTimeout(() => void writePending(), throttleMs);
    },
    async restoreClient() {
      const target = scope;
      if (!target) return undefined;
      const entry = await store.get(cacheKey(target));
      if (!entry) return undefined;
      const queries = mergePersistedQueries(entry.clientState.queries, [], now());
      saved = queries;
      return { ...entry, clientState: { ...entry.clientState, queries } };
    },
    async removeClient() {
      // Expired or from another build.
      saved = [];
      const target = scope;
      if (target) await enqueue(() => store.del(cacheKey(target)));
    },
  };

  const forgetUser = (userId: string): Promise<void> => {
    cancelPending();
    if (scope?.userId === userId) {
      scope = null;
      saved = [];
    }
    if (readScopePointer()?.userId === userId) writeScopePointer(null);
    return enqueue(async () => {
      const prefix = `${CACHE_KEY_PREFIX}${userId}:`;
      const keys = (await store.keys()).filter((key) => key.startsWith(prefix));
      await Promise.all(keys.map((key) => store.del(key)));
      await deleteThumbnails();
    });
  };

  const onMe = (queryClient: QueryClient, me: TMe | null, fetchedAt: number) => {
    if (me === null) {
      // Signed out (here, in another tab, or the session ended): nothing of theirs stays.
      if (!scope) return;
      void forgetUser(scope.userId);
      queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
      return;
    }
    const next = scopeOfMe(me);
    if (sameScope(scope, next)) return;
    if (scope && scope.userId !== next.userId) {
      // Someone else: the previous person's screens are not shown to them.
      queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
    }
    switchTo(next, scope ? fetchedAt : 0);
  };

  return {
    persistOptions: {
      persister,
      maxAge: OFFLINE_MAX_AGE_MS,
      buster,
      dehydrateOptions: {
        shouldDehydrateQuery: (query) => shouldPersistQuery(query, since),
        shouldDehydrateMutation: () => false,
      },
    },
    follow(queryClient) {
      const meHash = hashKey(meQueryOptions().queryKey);
      const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
        if (
          event.type === 'updated' &&
          event.action.type === 'success' &&
          event.query.queryHash === meHash
        ) {
          onMe(queryClient, event.query.state.data as TMe | null, event.query.state.dataUpdatedAt);
        }
      });
      const onHidden = () => {
        if (document.visibilityState === 'hidden') void writePending();
      };
      document.addEventListener('visibilitychange', onHidden);
      return () => {
        unsubscribe();
        document.removeEventListener('visibilitychange', onHidden);
      };
    },
    forgetUser,
    flush: writePending,
    currentScope: () => scope,
  };
}

/**
 * The build's version: the release, and the name of the script that holds this code (its
 * content hash changes with every build), so a new build never reads an older build's cache.
 */
export function buildVersion(): string {
  return `${RELEASE_VERSION}:${new URL(import.meta.url).pathname}`;
}

/** The browser's offline cache; none where IndexedDB is missing. */
export function browserOfflineCache(): TOfflineCache | null {
  if (typeof indexedDB === 'undefined') return null;
  return createOfflineCache({ store: indexedDbCacheStore(), buster: buildVersion() });
}
