import { useQuery } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';

/** The sites the user belongs to, with approval state, role and which is the default. */
export function useMySites() {
  return useQuery(orpc.mySites.list.queryOptions());
}

export type TMySite = NonNullable<ReturnType<typeof useMySites>['data']>[number];
