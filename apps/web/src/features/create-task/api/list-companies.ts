import { useQuery } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';

/** The site's companies a user may assign: every company for plant personnel, else their own. */
export function useCompanies() {
  return useQuery(orpc.sites.listCompanies.queryOptions());
}
