import { lazy, Suspense, type ReactNode } from 'react';
import { useSnackbarsRequested } from './snackbar-queue';

export const SNACKBAR_AUTO_HIDE_MS = 3000;
export const SNACKBAR_Z_INDEX = 10000;
export const SNACKBAR_MAX = 3;

const SnackbarHost = lazy(() => import('./snackbar-host'));

/**
 * The app's snackbars (see snackbar-host): their code loads with the first message, which waits
 * for it in the queue (snackbar-queue), so a page that shows none never loads it.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const requested = useSnackbarsRequested();
  return (
    <>
      {children}
      {requested && (
        <Suspense fallback={null}>
          <SnackbarHost />
        </Suspense>
      )}
    </>
  );
}
