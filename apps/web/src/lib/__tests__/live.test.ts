import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../live';
import { orpc } from '../rpc';

describe('live change feed', () => {
  it('refetches the session for me/sites/locations/siteUsers and pending users for siteUsers', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    applyLiveMessage(queryClient, { topics: ['siteUsers'] });
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toContain(JSON.stringify(orpc.session.me.key()));
    expect(keys).toContain(JSON.stringify(orpc.sites.listPendingUsers.key()));

    invalidate.mockClear();
    applyLiveMessage(queryClient, { topics: ['me', 'sites'] });
    expect(invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey))).toEqual([
      JSON.stringify(orpc.session.me.key()),
    ]);
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
    queryClient.setQueryData(listKey, { rows: [], total: 0 });
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
