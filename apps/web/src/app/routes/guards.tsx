import { lazy, Suspense, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths, isNoLoaderPath } from '../../config/paths';
import { FullScreenLoader, InlineLoader } from '../../components/ui/full-screen-loader';
import { errorMessage } from '../../lib/errors';
import { useSignedOutText } from '../../lib/i18n/signed-out';
import { useMe } from '../../lib/me';
import { peekRedirectPath, rememberRedirectPath, takeRedirectPath } from '../../lib/storage';
import { RetryAlert } from '../../components/ui/retry-alert';
import { UpdatePrompt } from '../../features/app-update/update-prompt';

/** Only same-app paths may be remembered and returned to. */
function safeRedirectPath(path: string | null): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  if (path === paths.start || path.startsWith(paths.login)) return null;
  return path;
}

/**
 * A report's signed download link that the server sent here to sign in first
 * (`/login?next=/api/reports/<id>/<csv|pdf>?...`); nothing else is followed.
 */
export function downloadAfterSignIn(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  return next && /^\/api\/reports\/[\w-]+\/(csv|pdf)\?[\w=&%.-]*$/.test(next) ? next : null;
}

// The change feed's code loads with the first signed-in screen, not with the sign-in page.
const LiveFollower = lazy(() =>
  import('../../lib/live-follower').then(({ LiveFollower }) => ({ default: LiveFollower })),
);

/** The root of every route: follows the live change feed while signed in, offers app updates. */
export function RootLayout() {
  const me = useMe();
  return (
    <>
      <Outlet />
      {me.data ? (
        <Suspense fallback={null}>
          <LiveFollower />
        </Suspense>
      ) : null}
      <UpdatePrompt />
    </>
  );
}

/**
 * / and /login: a visitor who signs in here goes to the remembered route (else /home); one who
 * arrives already signed in goes to /home, and the remembered route is forgotten there.
 */
export function PublicOnlyRoute() {
  const me = useMe();
  const location = useLocation();
  // The remembered route belongs to the sign-in it was saved for: it is used only when this
  // page saw the visitor signed out first. (Derived state, set during render.)
  const [wasSignedOut, setWasSignedOut] = useState(false);
  if (me.data === null && !wasSignedOut) setWasSignedOut(true);
  // Signed in from an e-mailed report link: the file is fetched again and the Reports screen shown.
  const download = wasSignedOut ? downloadAfterSignIn(location.search) : null;
  const signedIn = !!me.data;
  useEffect(() => {
    if (signedIn && download) window.location.assign(download);
  }, [signedIn, download]);
  if (me.data) {
    if (download) return <Navigate to={paths.reports} replace />;
    const remembered = wasSignedOut ? safeRedirectPath(peekRedirectPath()) : null;
    return <Navigate to={remembered ?? paths.home} replace />;
  }
  return <Outlet />;
}

function SessionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { known } = useSignedOutText();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <RetryAlert onRetry={onRetry}>{known(errorMessage(error))}</RetryAlert>
    </Box>
  );
}

function OfflineStart() {
  const { t } = useSignedOutText();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Alert severity="warning" role="status">
        <AlertTitle>{t('offline.title')}</AlertTitle>
        {t('offline.message')}
      </Alert>
    </Box>
  );
}

/**
 * Signed-in-only routes. A visitor who is not signed in is sent to /login and the wanted path
 * is remembered for after sign-in. Nothing below renders before the session has arrived (a
 * screen would otherwise decide on data it does not have yet): the full-screen loader covers
 * the wait, an inline one on the screens that never show the full-screen loader.
 */
export function ProtectedRoute() {
  const me = useMe();
  const location = useLocation();
  const isSignedIn = !!me.data;

  useEffect(() => {
    // Arrived (back) at a protected screen while signed in: the remembered path is spent.
    if (isSignedIn) takeRedirectPath();
  }, [isSignedIn]);

  // Offline with nothing saved on this device: say so rather than wait without end.
  if (me.isPending && me.fetchStatus === 'paused') return <OfflineStart />;
  if (me.isPending)
    return isNoLoaderPath(location.pathname) ? <InlineLoader /> : <FullScreenLoader />;
  // session.me answers null when signed out; a failure is the network or the server, so a
  // session saved on this device (offline reads) keeps the user signed in until it answers.
  if (me.isError && me.data === undefined)
    return <SessionError error={me.error} onRetry={() => void me.refetch()} />;
  if (!me.data) {
    rememberRedirectPath(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={paths.login} replace />;
  }
  return <Outlet />;
}
