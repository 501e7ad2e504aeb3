import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { authClient } from '../../../lib/auth-client';
import { reportError } from '../../../lib/errors';
import { useOfflineCache } from '../../../lib/offline-cache/context';
import { meQueryOptions } from '../../../lib/session';
import { clearStoredData } from '../../../lib/storage';

/**
 * Signs out, forgets every cached query, the user's offline copy on this device (queries and
 * photo thumbnails) and everything stored in the browser (the work-type filter returns to
 * all), and goes to /login. The live feed closes as the session goes.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const offlineCache = useOfflineCache();
  return useCallback(async () => {
    try {
      await authClient.signOut();
    } catch (error) {
      reportError(error);
    }
    const userId = queryClient.getQueryData(meQueryOptions().queryKey)?.user.id;
    if (userId && offlineCache) await offlineCache.forgetUser(userId);
    queryClient.clear();
    queryClient.setQueryData(meQueryOptions().queryKey, null);
    await navigate(paths.login, { replace: true });
    clearStoredData();
  }, [navigate, offlineCache, queryClient]);
}
