import { useQuery } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';

export function useSiteCompanies() {
  return useQuery(orpc.sites.listCompanies.queryOptions());
}
