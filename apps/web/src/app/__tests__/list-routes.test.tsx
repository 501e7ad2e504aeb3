import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createTestQueryClient, renderRoutes, testMe, testSite } from '../../test/render';
import { routes } from '../router';

// The lists load on demand: the first one waits for its code, which on a busy machine takes
// longer than a few seconds to transform.
const LAZY = { timeout: 15_000 };

const signedIn = (site = testSite()) => createTestQueryClient({ me: testMe(site) });

describe('list routes', () => {
  it.each([
    ['/craft-list/30', 'Painting Records'],
    ['/craft-list/closed', 'Closed Records'],
    ['/craft-list/all', 'All Open Records'],
    ['/customers-work-record-list/10', 'Scaffolding Jobs'],
    ['/task-list/In%20Progress', 'In Progress Tasks'],
    ['/customers-task-list/Completed', 'Completed Tasks'],
  ])('%s is headed %s', async (path, heading) => {
    renderRoutes(routes, { queryClient: signedIn(), path });
    expect(await screen.findByRole('heading', { name: heading, level: 1 }, LAZY)).toBeTruthy();
  });

  it('answers an unknown craft type or task list with the 404 page', async () => {
    const unknownType = renderRoutes(routes, { queryClient: signedIn(), path: '/craft-list/7' });
    expect(await screen.findByText('404 Error', {}, LAZY)).toBeTruthy();
    unknownType.unmount();
    renderRoutes(routes, { queryClient: signedIn(), path: '/task-list/Someday' });
    expect(await screen.findByText('404 Error', {}, LAZY)).toBeTruthy();
  });

  it('heads the deleted lists, with a way back to the dashboard', async () => {
    const site = testSite({ permissions: { canDeleteCraftRecords: true, canDeleteTasks: true } });
    const records = renderRoutes(routes, {
      queryClient: signedIn(site),
      path: '/craft-list-deleted',
    });
    expect(
      await screen.findByRole('heading', { name: 'Deleted Craft Records', level: 1 }, LAZY),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/home');
    records.unmount();
    renderRoutes(routes, { queryClient: signedIn(site), path: '/task-list-deleted' });
    expect(
      await screen.findByRole('heading', { name: 'Deleted Tasks', level: 1 }, LAZY),
    ).toBeTruthy();
  });
});
