import { useQuery } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';

/** The site's visible users, for uid and multiple-uid detail fields (loaded only when needed). */
export function useSiteUsers(siteKey: string, enabled: boolean) {
  return useQuery(
    orpc.sites.getVisibleCompaniesAndUsers.queryOptions({
      input: { siteKey },
      enabled,
      select: (answer) =>
        Object.entries(answer.data.users).map(([id, user]) => ({
          id,
          displayName: user.displayName,
          companyName: user.companyName,
          userPhotoUrl: user.userPhotoUrl,
        })),
    }),
  );
}
