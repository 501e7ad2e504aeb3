import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LIVE_TOPICS } from '@craftwork/domain/live/topics';
import { applyLiveMessage, queryKeysForTopic, useLiveChanges } from '../live';
import { orpc } from '../rpc';

/** The app's source, tests left out: where its queries are declared. */
const SOURCES = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/__tests__/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * The paths of the queries the app runs: oRPC procedures it reads with `queryOptions` /
 * `infiniteOptions`, and its own keys (`queryKey: [['map', 'tasks'], ...]`).
 */
function queriedPaths(): string[][] {
  const paths: string[][] = [];
  for (const source of Object.values(SOURCES)) {
    for (const [, path] of source.matchAll(/\borpc\.([\w.]+)\.(?:queryOptions|infiniteOptions)\(/g))
      paths.push(path!.split('.'));
    for (const [, path] of source.matchAll(/queryKey:\s*\[\[([^\]]+)\]/g))
      paths.push(path!.split(',').map((part) => part.trim().replace(/^'|'$/g, '')));
  }
  return paths;
}

/** A key's path (`[['tasks', 'list'], ...]`) is a prefix of a query's path: it refreshes it. */
function matchesSomeQuery(key: readonly unknown[], paths: string[][]): boolean {
  const [path] = key;
  if (!Array.isArray(path) || path.length === 0) return false;
  return paths.some((queried) => path.every((part, i) => queried[i] === part));
}

describe('live change feed', () => {
  it('refreshes, for every topic the server sends, only queries the app runs', () => {
    const paths = queriedPaths();
    expect(paths).toContainEqual(['tasks', 'list']);
    expect(paths).toContainEqual(['map', 'tasks']);
    for (const topic of LIVE_TOPICS) {
      const keys = queryKeysForTopic(topic);
      expect(keys, topic).not.toEqual([]);
      for (const key of keys) {
        expect(matchesSomeQuery(key, paths), `${topic}: ${JSON.stringify(key)}`).toBe(true);
      }
    }
  });

  it('refetches the session for me/sites/locations/siteUsers and the users screens for siteUsers', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    applyLiveMessage(queryClient, { topics: ['siteUsers'] });
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toContain(JSON.stringify(orpc.session.me.key()));
    expect(keys).toContain(JSON.stringify(orpc.users.key()));

    invalidate.mockClear();
    applyLiveMessage(queryClient, { topics: ['me', 'sites'] });
    // A site's settings reach the session, the settings screens and the user's site list.
    expect(invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey))).toEqual(
      [
        orpc.session.me.key(),
        orpc.siteSettings.key(),
        orpc.detailFields.key(),
        orpc.mySites.key(),
      ].map((k) => JSON.stringify(k)),
    );
  });

  it('refetches the lists, deleted lists and dashboard counts for tasks and craftRecords', () => {
    for (const topic of ['tasks', 'craftRecords']) {
      const queryClient = new QueryClient();
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
      applyLiveMessage(queryClient, { topics: [topic] });
      const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
      expect(keys).toEqual(
        expect.arrayContaining(
          [orpc.craftRecords.key(), orpc.tasks.key(), orpc.dashboard.key()].map((k) =>
            JSON.stringify(k),
          ),
        ),
      );
    }
  });

  it('refetches what a list shows for locations (titles, scope) and companies (names)', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    applyLiveMessage(queryClient, { topics: ['locations'] });
    let keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    for (const key of [orpc.session.me.key(), orpc.craftRecords.key(), orpc.tasks.key()]) {
      expect(keys).toContain(JSON.stringify(key));
    }
    invalidate.mockClear();
    applyLiveMessage(queryClient, { topics: ['companies'] });
    keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toContain(JSON.stringify(orpc.tasks.key()));
  });

  it('a list query falls under its namespace key, whatever its input', async () => {
    const queryClient = new QueryClient();
    const listKey = orpc.tasks.listDeleted.queryKey({ input: { search: 'pump' } });
    queryClient.setQueryData(listKey, { rows: [], total: 0, totalKind: 'exact' as const });
    applyLiveMessage(queryClient, { topics: ['tasks'] });
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('ignores unknown topics', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    applyLiveMessage(queryClient, { topics: ['weather'] });
    expect(invalidate).not.toHaveBeenCalled();
  });
});

/** An EventSource the test drives: it only records itself. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = 0;
  onerror: (() => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor() {
    FakeEventSource.made.push(this);
  }
  addEventListener() {}
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

describe('the live feed refused', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeEventSource.made = [];
  });

  it('asks for the session again when the server closes the feed, so an ended one signs out', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useLiveChanges(true), { wrapper });
    const source = FakeEventSource.made[0]!;
    // A dropped connection the browser retries by itself: the session is not asked for.
    source.onerror?.();
    expect(invalidate).not.toHaveBeenCalled();
    // A refused one (a non-200 answer closes it).
    source.readyState = FakeEventSource.CLOSED;
    source.onerror?.();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: orpc.session.me.key() });
    unmount();
  });
});
