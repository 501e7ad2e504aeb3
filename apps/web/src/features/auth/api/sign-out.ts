import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { authClient } from '../../../lib/auth-client';
import { reportError } from '../../../lib/errors';
import { meQueryOptions } from '../../../lib/session';
import { clearStoredData } from '../../../lib/storage';

/**
 * Signs out, forgets every cached query and everything stored in the browser (the work-type
 * filter returns to all), and goes to /login. The live feed closes as the session goes.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await authClient.signOut();
    } catch (error) {
      reportError(error);
    }
    queryClient.clear();
    queryClient.setQueryData(meQueryOptions().queryKey, null);
    await navigate(paths.login, { replace: true });
    clearStoredData();
  }, [navigate, queryClient]);
}
