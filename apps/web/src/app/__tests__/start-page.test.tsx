import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderRoutes } from '../../test/render';
import { routes } from '../router';

describe('start page', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the login look with the logo, then moves to /login after 5 seconds', async () => {
    vi.useFakeTimers();
    const { router } = renderRoutes(routes, { path: '/' });
    expect(screen.getByRole('img', { name: 'Craftwork logo' })).toBeTruthy();
    expect(screen.getByText('Work Management Software')).toBeTruthy();
    expect(screen.getByText('Version 1.9.0')).toBeTruthy();

    await act(async () => vi.advanceTimersByTime(4900));
    expect(router.state.location.pathname).toBe('/');
    await act(async () => vi.advanceTimersByTime(100));
    expect(router.state.location.pathname).toBe('/login');
  });
});
