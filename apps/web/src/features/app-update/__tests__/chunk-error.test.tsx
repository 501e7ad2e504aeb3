import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouteError } from '../../../components/errors/route-error';
import { offerUpdate, resetUpdateState } from '../../../lib/app-update';

/** A screen whose code fails to load, as a lazy chunk of an old build does after a deploy. */
function renderFailingScreen(error: Error) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        lazy: () => Promise.reject(error),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  resetUpdateState();
  vi.restoreAllMocks();
});

describe('a screen whose code is gone after a deploy', () => {
  it('offers the new version with Reload, through the waiting worker when there is one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const apply = vi.fn();
    offerUpdate(apply);
    renderFailingScreen(
      new TypeError('Failed to fetch dynamically imported module: /assets/task-list-Old.js'),
    );
    expect(await screen.findByRole('heading', { name: 'A new version is available' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('keeps the generic error for a screen that throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingScreen(new Error('boom'));
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByText('A new version is available')).toBeNull();
  });
});
