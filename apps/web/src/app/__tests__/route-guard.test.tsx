import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { meQueryOptions, type TMe } from '../../lib/session';
import { createTestQueryClient, renderRoutes, testMe } from '../../test/render';
import { stubRpc } from '../../test/rpc-stub';
import { routes } from '../router';
import { downloadAfterSignIn } from '../routes/guards';

describe('route guard', () => {
  it('sends a signed-out visitor to /login, remembers the path, and returns there after sign-in', async () => {
    const queryClient = createTestQueryClient({ me: null });
    const { router } = renderRoutes(routes, { queryClient, path: '/user-info?tab=1' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('craftwork.redirectPath')).toBe('/user-info?tab=1');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();

    act(() => queryClient.setQueryData(meQueryOptions().queryKey, testMe()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-info'));
    expect(router.state.location.search).toBe('?tab=1');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem('craftwork.redirectPath')).toBeNull());
  });

  it('after sign-in from an e-mailed report link, shows Reports (and fetches the file again)', async () => {
    const queryClient = createTestQueryClient({ me: null });
    const link = '/api/reports/3f2a/csv?expires=1795000000&signature=ab12';
    const { router } = renderRoutes(routes, {
      queryClient,
      path: `/login?next=${encodeURIComponent(link)}`,
    });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    act(() => queryClient.setQueryData(meQueryOptions().queryKey, testMe()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'));
  });

  it.each([
    [
      '?next=%2Fapi%2Freports%2Fab-12%2Fpdf%3Fexpires%3D1%26signature%3Dff',
      '/api/reports/ab-12/pdf?expires=1&signature=ff',
    ],
    ['?next=%2Fapi%2Freports%2Fab%2Fcsv%3Fexpires%3D1', '/api/reports/ab/csv?expires=1'],
    ['?next=https%3A%2F%2Fevil.example%2Fapi%2Freports%2Fab%2Fcsv%3Fx%3D1', null],
    ['?next=%2F%2Fevil.example%2Fapi%2Freports%2Fab%2Fcsv%3Fx%3D1', null],
    ['?next=%2Fapi%2Fqr-tags%2Fab', null],
    ['?next=%2Fapi%2Freports%2Fab%2Fxls%3Fx%3D1', null],
    ['?next=%2Fapi%2Freports%2F..%2Fcsv%3Fx%3D1', null],
    ['', null],
  ])('follows only report download links after sign-in: %s', (search, expected) => {
    expect(downloadAfterSignIn(search)).toBe(expected);
  });

  it('sends a signed-in user at /login or / to /home', async () => {
    const first = renderRoutes(routes, {
      queryClient: createTestQueryClient({ me: testMe() }),
      path: '/login',
    });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/home'));
    first.unmount();

    const second = renderRoutes(routes, {
      queryClient: createTestQueryClient({ me: testMe() }),
      path: '/',
    });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/home'));
  });

  it('sends a user who opens /login already signed in to /home, not to an old remembered route', async () => {
    sessionStorage.setItem('craftwork.redirectPath', '/task-list/Urgent');
    const { router } = renderRoutes(routes, {
      queryClient: createTestQueryClient({ me: testMe() }),
      path: '/login',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    // Arriving on a signed-in screen spends it: the next sign-in starts afresh.
    await waitFor(() => expect(sessionStorage.getItem('craftwork.redirectPath')).toBeNull());
  });

  it('waits for a slow session on /create-task instead of leaving it', async () => {
    let answer: (me: TMe) => void = () => undefined;
    stubRpc({ 'session/me': () => new Promise<TMe>((resolve) => (answer = resolve)) });
    const queryClient = createTestQueryClient();
    queryClient.removeQueries({ queryKey: meQueryOptions().queryKey });
    // The screens' code is at hand, so only the session keeps them waiting.
    await Promise.all([import('../routes/app-frame'), import('../routes/create-task/create-task')]);
    const { router } = renderRoutes(routes, { queryClient, path: '/create-task' });
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(router.state.location.pathname).toBe('/create-task');

    act(() => answer(testMe()));
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/create-task');
  });

  it('goes to /home after sign-in when nothing was remembered', async () => {
    const queryClient = createTestQueryClient({ me: null });
    const { router } = renderRoutes(routes, { queryClient, path: '/login' });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();

    act(() => queryClient.setQueryData(meQueryOptions().queryKey, testMe()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('shows the 404 page for unknown paths', async () => {
    renderRoutes(routes, { path: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: '404 Error' })).toBeTruthy();
    expect(screen.getByText('The resource could not be found')).toBeTruthy();
    expect(screen.getByRole('link', { name: /home page/ }).getAttribute('href')).toBe('/home');
  });

  it('shows the site-access card on /home until the default site is approved', async () => {
    const me = testMe(null);
    const pending = { siteKey: 'PLANT2', name: 'South Plant', approved: false };
    renderRoutes(routes, {
      queryClient: createTestQueryClient({ me: { ...me, sites: [pending], defaultSite: pending } }),
      path: '/home',
    });
    expect(await screen.findByText('Waiting for admin approval')).toBeTruthy();
    expect(screen.getByText('PLANT2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change' })).toBeTruthy();
  });
});
