import { useLiveChanges } from './live';

/**
 * Follows the change feed while mounted: the root mounts it (lazily) only while someone is
 * signed in, so the feed's code stays out of the sign-in page's first bundle.
 */
export function LiveFollower() {
  useLiveChanges(true);
  return null;
}
