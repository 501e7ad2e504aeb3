import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import {
  LIVE_GRACE_MS,
  reportLiveConnected,
  reportLiveDown,
  reportLiveStopped,
  useConnectivity,
} from '../../../lib/connectivity';
import { OfflineBanner } from '../components/offline-banner';

const OFFLINE_TEXT =
  'Showing what was saved on this device. Changes are sent when you are back online.';

function setNetwork(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('the Offline banner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    reportLiveStopped();
  });
  afterEach(() => {
    reportLiveStopped();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows while the browser is offline, as a status with words, and goes when back', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    setNetwork(false);
    const banner = screen.getByRole('status');
    expect(banner.textContent).toContain('Offline');
    expect(banner.textContent).toContain(OFFLINE_TEXT);
    setNetwork(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows when the live feed stays down past the grace time, not for a short drop', () => {
    render(<OfflineBanner />);
    act(() => reportLiveDown());
    act(() => vi.advanceTimersByTime(LIVE_GRACE_MS - 1_000));
    act(() => reportLiveConnected());
    act(() => vi.advanceTimersByTime(LIVE_GRACE_MS));
    expect(screen.queryByRole('status')).toBeNull();

    act(() => reportLiveDown());
    act(() => vi.advanceTimersByTime(LIVE_GRACE_MS));
    expect(screen.getByRole('status').textContent).toContain('Offline');
    act(() => reportLiveConnected());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('hides only when both the network and the feed are back', () => {
    render(<OfflineBanner />);
    setNetwork(false);
    act(() => reportLiveDown());
    act(() => vi.advanceTimersByTime(LIVE_GRACE_MS));
    setNetwork(true);
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => reportLiveConnected());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('useConnectivity reports both states', () => {
    const { result } = renderHook(() => useConnectivity());
    expect(result.current).toEqual({ online: true, liveConnected: true });
    setNetwork(false);
    act(() => reportLiveDown());
    act(() => vi.advanceTimersByTime(LIVE_GRACE_MS));
    expect(result.current).toEqual({ online: false, liveConnected: false });
    setNetwork(true);
    act(() => reportLiveStopped());
    expect(result.current).toEqual({ online: true, liveConnected: true });
  });
});
