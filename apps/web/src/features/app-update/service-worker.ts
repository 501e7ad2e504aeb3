import { buildVars } from '../../config/env';
import { offerUpdate } from '../../lib/app-update';

/** The part of workbox-window's `Workbox` the update flow uses (a fake in tests). */
export type TWorkboxLike = {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
};

/** After Reload, how long to wait for the new worker before reloading anyway. */
export const TAKEOVER_TIMEOUT_MS = 5000;

/**
 * Offers the update when a new worker is waiting. Reload asks it to take over (SKIP_WAITING)
 * and reloads the page once it controls it, so the page never runs on a mix of old and new
 * chunks: until then the old worker keeps serving the old build from its precache.
 */
export function watchForUpdates(wb: TWorkboxLike, reload: () => void = () => location.reload()) {
  wb.addEventListener('waiting', () => {
    offerUpdate(() => {
      let reloaded = false;
      const reloadOnce = () => {
        if (reloaded) return;
        reloaded = true;
        reload();
      };
      wb.addEventListener('controlling', reloadOnce);
      // Another tab may have switched already (no controller change comes here then).
      setTimeout(reloadOnce, TAKEOVER_TIMEOUT_MS);
      wb.messageSkipWaiting();
    });
  });
}

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (production builds only: development and the web tests run
 * without one). A tab left open on a site checks for a new version hourly and when shown again.
 */
export async function registerServiceWorker(): Promise<void> {
  if (buildVars.PROD !== true || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  watchForUpdates(wb);
  try {
    await wb.register();
  } catch {
    // Not allowed here (a private window, a blocked worker): the app works online as before.
    return;
  }
  const check = () => void wb.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
