import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useSnackbarsRequested } from './snackbar-queue';

const SnackbarHost = lazy(() => import('./snackbar-host'));

/** A snackbar code that cannot load (offline, without the app's worker) costs no screen. */
class HostBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The app's snackbars (see snackbar-host): their code loads when the signed-in app starts or
 * with the first message, which waits for it in the queue (snackbar-queue), so the sign-in page
 * never loads it.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const requested = useSnackbarsRequested();
  return (
    <>
      {children}
      {requested && (
        <HostBoundary>
          <Suspense fallback={null}>
            <SnackbarHost />
          </Suspense>
        </HostBoundary>
      )}
    </>
  );
}
