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
    applyLiveMessage(queryClient, { topics: ['me', 'sites', 'locations'] });
    expect(invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey))).toEqual([
      JSON.stringify(orpc.session.me.key()),
    ]);
  });

  it('ignores unknown topics', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    applyLiveMessage(queryClient, { topics: ['weather'] });
    expect(invalidate).not.toHaveBeenCalled();
  });
});
