import { useEffect } from 'react';
import Box from '@mui/material/Box';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths, isNoLoaderPath } from '../../config/paths';
import { FullScreenLoader } from '../../components/ui/full-screen-loader';
import { errorMessage } from '../../lib/errors';
import { useLiveChanges } from '../../lib/live';
import { useMe } from '../../lib/session';
import { peekRedirectPath, rememberRedirectPath, takeRedirectPath } from '../../lib/storage';
import { RetryAlert } from '../../components/ui/retry-alert';

/** Only same-app paths may be remembered and returned to. */
function safeRedirectPath(path: string | null): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  if (path === paths.start || path.startsWith(paths.login)) return null;
  return path;
}

/** The root of every route: follows the live change feed while signed in. */
export function RootLayout() {
  const me = useMe();
  useLiveChanges(!!me.data);
  return <Outlet />;
}

/** / and /login: a signed-in visitor goes to the remembered route, else /home. */
export function PublicOnlyRoute() {
  const me = useMe();
  if (me.data) return <Navigate to={safeRedirectPath(peekRedirectPath()) ?? paths.home} replace />;
  return <Outlet />;
}

function SessionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <RetryAlert onRetry={onRetry}>{errorMessage(error)}</RetryAlert>
    </Box>
  );
}

/**
 * Signed-in-only routes. A visitor who is not signed in is sent to /login and the wanted path
 * is remembered for after sign-in. The full-screen loader covers the wait, except on the
 * screens that never show it.
 */
export function ProtectedRoute() {
  const me = useMe();
  const location = useLocation();
  const isSignedIn = !!me.data;

  useEffect(() => {
    // Arrived (back) at a protected screen while signed in: the remembered path is spent.
    if (isSignedIn) takeRedirectPath();
  }, [isSignedIn]);

  if (me.isPending) return isNoLoaderPath(location.pathname) ? <Outlet /> : <FullScreenLoader />;
  if (me.isError && me.data === undefined)
    return <SessionError error={me.error} onRetry={() => void me.refetch()} />;
  if (!me.data) {
    rememberRedirectPath(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={paths.login} replace />;
  }
  return <Outlet />;
}
