import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@mui/material/styles';
import { themeForBrand } from '../../../lib/theme';
import { TAKEOVER_TIMEOUT_MS, watchForUpdates, type TWorkboxLike } from '../service-worker';
import { UpdatePrompt } from '../update-prompt';
import { resetUpdateState } from '../../../lib/app-update';

/** workbox-window's Workbox as the update flow sees it: events fired by the test. */
class FakeWorkbox implements TWorkboxLike {
  private readonly events = new EventTarget();
  readonly messageSkipWaiting = vi.fn();
  addEventListener(type: 'waiting' | 'controlling', listener: () => void) {
    this.events.addEventListener(type, listener);
  }
  fire(type: 'waiting' | 'controlling') {
    act(() => void this.events.dispatchEvent(new Event(type)));
  }
}

function setUp() {
  const wb = new FakeWorkbox();
  const reload = vi.fn();
  watchForUpdates(wb, reload);
  render(
    <ThemeProvider theme={themeForBrand(undefined)}>
      <UpdatePrompt />
    </ThemeProvider>,
  );
  return { wb, reload };
}

afterEach(() => {
  vi.useRealTimers();
  resetUpdateState();
});

describe('the new version prompt', () => {
  it('shows nothing while no new worker is waiting', () => {
    setUp();
    expect(screen.queryByText('A new version is available')).toBeNull();
  });

  it('offers Reload when a new worker waits, and reloads once it controls the page', async () => {
    const { wb, reload } = setUp();
    wb.fire('waiting');
    expect(await screen.findByText('A new version is available')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    // Not before the new worker has taken over: the old one still serves the old chunks.
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveProperty('disabled', true);

    wb.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
    wb.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when no takeover is seen (another tab switched first)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { wb, reload } = setUp();
    wb.fire('waiting');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(reload).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(TAKEOVER_TIMEOUT_MS));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('can be closed, and comes back with the next waiting worker (the next page load)', async () => {
    const { wb } = setUp();
    wb.fire('waiting');
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByText('A new version is available')).toBeNull();
    wb.fire('waiting');
    expect(await screen.findByText('A new version is available')).toBeTruthy();
  });
});
