import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMe } from '../../../lib/me';
import { orpc } from '../../../lib/rpc';

/**
 * The sites the user belongs to, with approval state, role and which is the default. An
 * approval reaches the applicant as a change of their session only ('me'), so the list is
 * refetched whenever the session is.
 */
export function useMySites() {
  const queryClient = useQueryClient();
  const sessionUpdatedAt = useMe().dataUpdatedAt;
  const seen = useRef(sessionUpdatedAt);
  useEffect(() => {
    if (seen.current === sessionUpdatedAt) return;
    seen.current = sessionUpdatedAt;
    void queryClient.invalidateQueries({ queryKey: orpc.mySites.list.key() });
  }, [queryClient, sessionUpdatedAt]);
  return useQuery(orpc.mySites.list.queryOptions());
}

export type TMySite = NonNullable<ReturnType<typeof useMySites>['data']>[number];
