// Whether the app can reach its server: the browser's network state and the live change feed.
// The feed reports here (lib/live.ts); the Offline banner and the write queue read
// `useConnectivity()`.
import { useSyncExternalStore } from 'react';

export type TConnectivity = {
  /** The browser says it has a network (`navigator.onLine`). */
  online: boolean;
  /** The live change feed is connected, or has been down for less than the grace time. */
  liveConnected: boolean;
};

/** A feed that reconnects within this time (a server restart, a short drop) is not "down". */
export const LIVE_GRACE_MS = 5_000;

function browserOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine;
}

let state: TConnectivity = { online: browserOnline(), liveConnected: true };
let graceTimer: ReturnType<typeof setTimeout> | undefined;
let connectedAt: number | null = null;
const listeners = new Set<() => void>();

function update(next: Partial<TConnectivity>): void {
  const merged = { ...state, ...next };
  if (merged.online === state.online && merged.liveConnected === state.liveConnected) return;
  state = merged;
  for (const listener of listeners) listener();
}

function onNetworkChange(): void {
  update({ online: browserOnline() });
}

/** The feed said 'connected': it is up again at once. */
export function reportLiveConnected(): void {
  connectedAt = Date.now();
  clearTimeout(graceTimer);
  graceTimer = undefined;
  update({ liveConnected: true });
}

/** The feed failed or closed: it counts as down unless it reconnects within the grace time. */
export function reportLiveDown(): void {
  if (graceTimer !== undefined || !state.liveConnected) return;
  graceTimer = setTimeout(() => {
    graceTimer = undefined;
    update({ liveConnected: false });
  }, LIVE_GRACE_MS);
}

/** The feed was closed on purpose (signed out, unmounted): nothing to warn about. */
export function reportLiveStopped(): void {
  clearTimeout(graceTimer);
  graceTimer = undefined;
  connectedAt = null;
  update({ liveConnected: true });
}

/**
 * When the live feed last connected (null while it is not followed): data fetched before then
 * may have missed changes until it is fetched again.
 */
export function liveConnectedAt(): number | null {
  return connectedAt;
}

export function connectivitySnapshot(): TConnectivity {
  return state;
}

export function subscribeConnectivity(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    window.addEventListener('online', onNetworkChange);
    window.addEventListener('offline', onNetworkChange);
    // Events may have been missed while nobody listened.
    onNetworkChange();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('online', onNetworkChange);
      window.removeEventListener('offline', onNetworkChange);
    }
  };
}

/** `{ online, liveConnected }`, re-rendering when either changes. */
export function useConnectivity(): TConnectivity {
  return useSyncExternalStore(subscribeConnectivity, connectivitySnapshot, connectivitySnapshot);
}

/** Whether the app should say it is offline: no network, or the live feed down. */
export function isOffline(connectivity: TConnectivity): boolean {
  return !connectivity.online || !connectivity.liveConnected;
}
