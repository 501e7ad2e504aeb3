import { useQuery } from '@tanstack/react-query';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

export type TVisibleUsers = TRpcOutputs['sites']['getVisibleCompaniesAndUsers']['data']['users'];

/** The users a uid or multiple-uid detail field may name, keyed by user id. */
export function useVisibleUsers(siteKey: string, enabled: boolean) {
  return useQuery({
    ...orpc.sites.getVisibleCompaniesAndUsers.queryOptions({
      input: { siteKey },
      staleTime: 5 * 60_000,
    }),
    enabled,
    select: (answer) => answer.data.users,
  });
}
