import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { reportLiveConnected, reportLiveStopped } from '../../../lib/connectivity';
import { i18n } from '../../../lib/i18n/i18n';
import { LastUpdated, lastUpdatedText } from '../last-updated';

const MINUTE = 60_000;

describe('Last updated', () => {
  afterEach(() => {
    reportLiveStopped();
    vi.restoreAllMocks();
  });

  it('says how old the data is, then the date for older data', () => {
    const now = Date.UTC(2026, 10, 25, 12, 0);
    const text = (updatedAt: number) =>
      lastUpdatedText(updatedAt, now, i18n.getFixedT('en', 'common'), 'en');
    expect(text(now - 10_000)).toBe('just now');
    expect(text(now - MINUTE)).toBe('1 minute ago');
    expect(text(now - 5 * MINUTE)).toBe('5 minutes ago');
    expect(text(now - 3 * 60 * MINUTE)).toBe('3 hours ago');
    expect(text(now - 3 * 24 * 60 * MINUTE)).toMatch(/2026/);
  });

  it('is quiet online, shown offline', () => {
    const updatedAt = Date.now() - 5 * MINUTE;
    render(<LastUpdated updatedAt={updatedAt} />);
    expect(screen.queryByText(/Last updated/)).toBeNull();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText(/Last updated/).textContent).toBe('Last updated 5 minutes ago');
  });

  it('is shown online for data older than the live feed’s connection', () => {
    reportLiveConnected();
    const { rerender } = render(<LastUpdated updatedAt={Date.now() - 90 * MINUTE} />);
    expect(screen.getByText(/Last updated/).textContent).toBe('Last updated 1 hour ago');
    rerender(<LastUpdated updatedAt={Date.now()} />);
    expect(screen.queryByText(/Last updated/)).toBeNull();
  });
});
