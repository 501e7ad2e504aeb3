import { useQuery } from '@tanstack/react-query';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

export type TCompany = TRpcOutputs['sites']['listCompanies'][number];

/** The site's companies the caller may see (plant personnel: all; company users: their own). */
export function useCompanies(enabled = true) {
  return useQuery({ ...orpc.sites.listCompanies.queryOptions(), enabled });
}
