import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createTestQueryClient,
  renderRoutes,
  TEST_CONFIG,
  testMe,
  testSite,
} from '../../test/render';
import { routes } from '../router';

describe('signed-in frame', () => {
  it('shows the drawer, the work-type filter and the user menu on an approved facilities site', async () => {
    renderRoutes(routes, { queryClient: createTestQueryClient({ me: testMe() }), path: '/home' });
    expect(
      (await screen.findAllByRole('navigation', { name: 'Main navigation' })).length,
    ).toBeGreaterThan(0);
    const workType = screen.getByRole('combobox', { name: 'Work Type' });
    await userEvent.setup().click(workType);
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['All Work Types', 'Scaffolding', 'Waterblasting']);
  });

  it('hides the drawer on a customer site and points to the customer app', async () => {
    const site = testSite({ customizations: { siteClassification: 'customers' } });
    renderRoutes(routes, {
      queryClient: createTestQueryClient({
        me: testMe(site),
        config: { ...TEST_CONFIG, customerAppUrl: 'https://jobs.example.com/app' },
      }),
      path: '/home',
    });
    expect(
      await screen.findByText(
        'You are at the wrong place! Your Site is configured at jobs.example.com',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take me there' }).getAttribute('href')).toBe(
      'https://jobs.example.com/app',
    );
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('shows no drawer and no header on /download', async () => {
    renderRoutes(routes, {
      queryClient: createTestQueryClient({ me: testMe() }),
      path: '/download',
    });
    expect(await screen.findByRole('button', { name: 'iOS' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe('/');
  });

  it('offers the verification resend to an unverified user', async () => {
    const me = testMe();
    renderRoutes(routes, {
      queryClient: createTestQueryClient({
        me: { ...me, user: { ...me.user, emailVerified: false } },
      }),
      path: '/home',
    });
    expect(await screen.findByRole('button', { name: 'Resend' })).toBeTruthy();
  });

  it('shows Admin Options on the profile only to site admins', async () => {
    const admin = renderRoutes(routes, {
      queryClient: createTestQueryClient({
        me: testMe(testSite({ permissions: { isSiteAdmin: true } })),
      }),
      path: '/user-info',
    });
    const options = await screen.findByRole('list', { name: 'Admin Options' });
    expect(within(options).getByRole('link', { name: 'Users' }).getAttribute('href')).toBe(
      '/admin/user-management',
    );
    admin.unmount();

    renderRoutes(routes, {
      queryClient: createTestQueryClient({ me: testMe() }),
      path: '/user-info',
    });
    expect(await screen.findByRole('heading', { name: 'Pat Foreman' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Admin Options' })).toBeNull();
  });
});
