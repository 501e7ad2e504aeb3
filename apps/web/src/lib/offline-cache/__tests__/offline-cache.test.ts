import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
} from '@tanstack/react-query-persist-client';
import { orpc } from '../../rpc';
import { meQueryOptions, systemConfigQueryOptions } from '../../me';
import { TEST_CONFIG, testMe, testSite } from '../../../test/render';
import { readScopePointer, THUMBNAIL_CACHE, type TCacheStore } from '../cache-store';
import { createOfflineCache, type TOfflineCache } from '../offline-cache';
import {
  LISTS_KEPT,
  mergePersistedQueries,
  OFFLINE_MAX_AGE_MS,
  type TDehydratedQuery,
} from '../persisted-queries';

function memoryStore(): TCacheStore & { map: Map<string, PersistedClient> } {
  const map = new Map<string, PersistedClient>();
  return {
    map,
    get: async (key) => map.get(key),
    set: async (key, value) => {
      map.set(key, structuredClone(value));
    },
    del: async (key) => {
      map.delete(key);
    },
    keys: async () => [...map.keys()],
  };
}

const listInput = (page: number, search = '') => ({
  taskParam: 'All' as const,
  craftType: null,
  search,
  sort: null,
  completedFrom: null,
  completedTo: null,
  page,
  pageSize: 50 as const,
});

/** Data of any shape under a query's key (the tests need only its presence). */
function put(queryClient: QueryClient, queryKey: QueryKey, data: unknown) {
  queryClient.setQueryData<unknown>(queryKey, data);
}

function signedIn(queryClient: QueryClient, siteKey = 'PLANT1', userId = 'user-1') {
  const me = testMe(testSite({ siteKey }));
  put(queryClient, meQueryOptions().queryKey, { ...me, user: { ...me.user, id: userId } });
}

function hashesOf(entry: PersistedClient | undefined): string[] {
  return (entry?.clientState.queries ?? []).map((query) => JSON.stringify(query.queryKey[0]));
}

function start(store: TCacheStore, queryClient: QueryClient): [TOfflineCache, () => void] {
  const cache = createOfflineCache({ store, buster: 'v1', throttleMs: 10 });
  const stopFollowing = cache.follow(queryClient);
  const stopSaving = persistQueryClientSubscribe({ queryClient, ...cache.persistOptions });
  return [
    cache,
    () => {
      stopFollowing();
      stopSaving();
    },
  ];
}

describe('the offline cache', () => {
  let cachesDelete: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    cachesDelete = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: cachesDelete });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('no network in tests')));
  });

  it('files the listed queries under the user and site, first list pages only', async () => {
    const store = memoryStore();
    const queryClient = new QueryClient();
    const [cache, stop] = start(store, queryClient);
    queryClient.setQueryData(systemConfigQueryOptions().queryKey, TEST_CONFIG);
    signedIn(queryClient);
    put(queryClient, orpc.tasks.list.queryKey({ input: listInput(0) }), { rows: [] });
    put(queryClient, orpc.tasks.list.queryKey({ input: listInput(1) }), { rows: [] });
    put(queryClient, orpc.craftRecords.get.queryKey({ input: { id: 'r1' } }), { id: 'r1' });
    put(queryClient, orpc.audit.list.queryKey({ input: {} as never }), { rows: [] });
    await cache.flush();
    stop();

    expect(readScopePointer()).toEqual({ userId: 'user-1', siteKey: 'PLANT1' });
    const entry = store.map.get('craftwork-cache:user-1:PLANT1');
    expect(entry?.buster).toBe('v1');
    expect(hashesOf(entry).sort()).toEqual(
      [
        '["craftRecords","get"]',
        '["session","me"]',
        '["system","config"]',
        '["tasks","list"]',
      ].sort(),
    );
    expect([...store.map.keys()]).toEqual(['craftwork-cache:user-1:PLANT1']);
  });

  it('switches to another entry with the site, without the previous site’s data', async () => {
    const store = memoryStore();
    const queryClient = new QueryClient();
    const [cache, stop] = start(store, queryClient);
    signedIn(queryClient, 'PLANT1');
    put(queryClient, orpc.craftRecords.get.queryKey({ input: { id: 'r1' } }), { id: 'r1' });
    await cache.flush();
    await new Promise((resolve) => setTimeout(resolve, 5));
    signedIn(queryClient, 'PLANT2');
    put(queryClient, orpc.craftRecords.get.queryKey({ input: { id: 'r2' } }), { id: 'r2' });
    await cache.flush();
    stop();

    const inputs = (key: string) =>
      (store.map.get(key)?.clientState.queries ?? [])
        .filter((query) => JSON.stringify(query.queryKey[0]) === '["craftRecords","get"]')
        .map((query) => query.queryKey[1]);
    expect(inputs('craftwork-cache:user-1:PLANT1')).toEqual([
      { input: { id: 'r1' }, type: 'query' },
    ]);
    expect(inputs('craftwork-cache:user-1:PLANT2')).toEqual([
      { input: { id: 'r2' }, type: 'query' },
    ]);
    expect(readScopePointer()).toEqual({ userId: 'user-1', siteKey: 'PLANT2' });
  });

  it('restores the last active entry before anything is fetched; another build’s is dropped', async () => {
    const store = memoryStore();
    const first = new QueryClient();
    const [cache, stop] = start(store, first);
    signedIn(first);
    put(first, orpc.tasks.get.queryKey({ input: { id: 't1' } }), { id: 't1' });
    await cache.flush();
    stop();

    const restored = new QueryClient();
    const next = createOfflineCache({ store, buster: 'v1' });
    await persistQueryClientRestore({ queryClient: restored, ...next.persistOptions });
    expect(restored.getQueryData(orpc.tasks.get.queryKey({ input: { id: 't1' } }))).toEqual({
      id: 't1',
    });
    expect(restored.getQueryData(meQueryOptions().queryKey)?.user.id).toBe('user-1');

    const newBuild = createOfflineCache({ store, buster: 'v2' });
    await persistQueryClientRestore({ queryClient: new QueryClient(), ...newBuild.persistOptions });
    expect(store.map.size).toBe(0);
  });

  it('forgets every entry of the user at sign-out, the pointer and the thumbnails', async () => {
    const store = memoryStore();
    store.map.set('craftwork-cache:user-1:OTHER', {
      buster: 'v1',
      timestamp: 1,
      clientState: { queries: [], mutations: [] },
    });
    store.map.set('craftwork-cache:user-2:PLANT1', {
      buster: 'v1',
      timestamp: 1,
      clientState: { queries: [], mutations: [] },
    });
    const queryClient = new QueryClient();
    const [cache, stop] = start(store, queryClient);
    signedIn(queryClient);
    await cache.flush();
    expect(store.map.has('craftwork-cache:user-1:PLANT1')).toBe(true);

    await cache.forgetUser('user-1');
    // What the sign-out does next writes nothing.
    queryClient.clear();
    queryClient.setQueryData(meQueryOptions().queryKey, null);
    await cache.flush();
    stop();
    expect([...store.map.keys()]).toEqual(['craftwork-cache:user-2:PLANT1']);
    expect(readScopePointer()).toBeNull();
    expect(cachesDelete).toHaveBeenCalledWith(THUMBNAIL_CACHE);
  });

  it('forgets the user when the server says the session has ended', async () => {
    const store = memoryStore();
    const queryClient = new QueryClient();
    const [cache, stop] = start(store, queryClient);
    signedIn(queryClient);
    put(queryClient, orpc.tasks.get.queryKey({ input: { id: 't1' } }), { id: 't1' });
    await cache.flush();
    queryClient.setQueryData(meQueryOptions().queryKey, null);
    await cache.flush();
    stop();
    expect(store.map.size).toBe(0);
    expect(
      queryClient.getQueryData(orpc.tasks.get.queryKey({ input: { id: 't1' } })),
    ).toBeUndefined();
  });
});

describe('what is kept', () => {
  const query = (
    procedure: [string, string],
    input: unknown,
    dataUpdatedAt: number,
  ): TDehydratedQuery => ({
    queryKey: [procedure, { input, type: 'query' }],
    queryHash: JSON.stringify([procedure, input]),
    dehydratedAt: dataUpdatedAt,
    state: {
      data: {},
      dataUpdatedAt,
      dataUpdateCount: 1,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success' as const,
      fetchStatus: 'idle' as const,
    },
  });
  const now = 100 * OFFLINE_MAX_AGE_MS;

  it('drops records older than 7 days, keeps the newer copy of a query, the latest lists', () => {
    const old = query(['craftRecords', 'get'], { id: 'old' }, now - OFFLINE_MAX_AGE_MS - 1);
    const saved = query(['craftRecords', 'get'], { id: 'r' }, now - 1000);
    const newer = query(['craftRecords', 'get'], { id: 'r' }, now);
    const lists = Array.from({ length: LISTS_KEPT + 3 }, (_, i) =>
      query(['tasks', 'list'], { page: 0, search: `s${i}` }, now - i),
    );
    const kept = mergePersistedQueries([old, saved, ...lists], [newer], now);
    expect(kept.filter((q) => q.queryHash.includes('craftRecords'))).toEqual([newer]);
    const keptLists = kept.filter((q) => q.queryHash.includes('list'));
    expect(keptLists).toHaveLength(LISTS_KEPT);
    expect(keptLists.map((q) => q.state.dataUpdatedAt)).not.toContain(now - LISTS_KEPT);
  });
});
