import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { orpc, type TRpcOutputs } from '../../lib/rpc';
import type { TPickableUser } from '../ui/select-user-dialog';

export type TSiteUsers = TRpcOutputs['sites']['getVisibleCompaniesAndUsers']['data']['users'];

/**
 * The users a uid or multiple-uid detail field may name, keyed by user id (loaded only when
 * `enabled`: when a field names users).
 */
export function useSiteUsers(siteKey: string, enabled: boolean) {
  return useQuery({
    ...orpc.sites.getVisibleCompaniesAndUsers.queryOptions({
      input: { siteKey },
      staleTime: 5 * 60_000,
    }),
    enabled,
    select: (answer) => answer.data.users,
  });
}

/** The site's users as the user picker lists them (undefined while loading). */
export function usePickableUsers(
  siteKey: string,
  enabled: boolean,
): readonly TPickableUser[] | undefined {
  const users = useSiteUsers(siteKey, enabled);
  return useMemo(
    () =>
      users.data
        ? Object.entries(users.data).map(([id, user]) => ({
            id,
            displayName: user.displayName,
            companyName: user.companyName,
            userPhotoUrl: user.userPhotoUrl,
          }))
        : undefined,
    [users.data],
  );
}
