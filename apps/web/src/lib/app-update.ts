import { useSyncExternalStore } from 'react';

/** The prompt's text, and the error screen's when a screen's code is gone after a deploy. */
export const UPDATE_MESSAGE = 'A new version is available';

/**
 * Whether a new version of the app is ready, and how to switch to it. One per page: the
 * service worker's registration offers an update here, and the prompt reads it.
 */
type TUpdateState = { available: boolean; reloading: boolean };

let state: TUpdateState = { available: false, reloading: false };
let apply: () => void = () => window.location.reload();
const listeners = new Set<() => void>();

function set(next: TUpdateState) {
  state = next;
  for (const listener of listeners) listener();
}

/** A new version is waiting; `applyUpdate` switches to it (by default, a plain reload). */
export function offerUpdate(applyUpdate?: () => void): void {
  if (applyUpdate) apply = applyUpdate;
  if (!state.available) set({ ...state, available: true });
}

/** The user chose Reload: switch once. */
export function reloadToUpdate(): void {
  if (state.reloading) return;
  set({ ...state, reloading: true });
  apply();
}

/** Hides the prompt until the next update (or a chunk failure) offers it again. */
export function dismissUpdate(): void {
  set({ available: false, reloading: false });
}

export function useUpdateState(): TUpdateState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/** For tests: back to no update, reloading by `location.reload`. */
export function resetUpdateState(): void {
  apply = () => window.location.reload();
  set({ available: false, reloading: false });
}

/**
 * A screen's code that failed to load: after a deploy the old build's chunks are gone from the
 * server (and from the precache once a new worker took over). Chromium, Firefox and Safari
 * word it differently; Vite's preload of a chunk's CSS has its own.
 */
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}
