import { lazy, Suspense } from 'react';
import { useUpdateState } from '../../lib/app-update';

// Loaded only when an update is offered: the alert, MUI's Alert and the message catalogues'
// runtime stay out of the sign-in page's first bundle (issue 38, web.loginJsGzipKB).
const UpdateAlert = lazy(() =>
  import('./update-alert').then(({ UpdateAlert }) => ({ default: UpdateAlert })),
);

/**
 * 'A new version is available' with Reload, on every page (signed in or not) until the user
 * reloads or closes it. It stays: the user finishes what they are typing first. A plain fixed
 * box rather than MUI's Snackbar: it never hides by itself nor on a click away, and the
 * Snackbar's transitions and listeners would sit in the sign-in page's first bundle unused.
 * Its code and texts are fetched only when an update is offered, and it waits for them on its
 * own: the page under it never does.
 */
export function UpdatePrompt() {
  const { available, reloading } = useUpdateState();
  if (!available) return null;
  return (
    <Suspense fallback={null}>
      <UpdateAlert reloading={reloading} />
    </Suspense>
  );
}
