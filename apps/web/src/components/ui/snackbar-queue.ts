import { useSyncExternalStore } from 'react';

export type TSnackVariant = 'success' | 'error' | 'warning' | 'info';
export type TSnack = { message: string; variant: TSnackVariant; autoHideDuration?: number };

/**
 * Messages for the snackbars, kept until the snackbar code has loaded. The snackbars' code
 * (notistack) loads with the first message rather than with the app: the sign-in page shows
 * none as a rule, and its first bundle stays small (issue 38). Nothing said before then is lost.
 */
let deliver: ((snack: TSnack) => void) | null = null;
let requested = false;
const waiting: TSnack[] = [];
const listeners = new Set<() => void>();

/**
 * Loads the snackbars' code now, before any message: the signed-in app asks at its start, while
 * it is online, so a message raised offline later (a change queued) finds the code loaded.
 */
export function requestSnackbars(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function showSnackbar(snack: TSnack): void {
  if (deliver) {
    deliver(snack);
    return;
  }
  waiting.push(snack);
  requestSnackbars();
}

/** The loaded snackbars take the waiting messages and every later one; returns the disconnect. */
export function connectSnackbars(next: (snack: TSnack) => void): () => void {
  deliver = next;
  for (const snack of waiting.splice(0)) next(snack);
  return () => {
    if (deliver === next) deliver = null;
  };
}

/** Whether a message has asked for the snackbars' code yet. */
export function useSnackbarsRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
  );
}
