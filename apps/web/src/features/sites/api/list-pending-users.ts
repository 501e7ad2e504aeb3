import { useQuery } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';

export function usePendingUsers() {
  return useQuery(orpc.sites.listPendingUsers.queryOptions());
}
