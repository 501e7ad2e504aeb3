import { useQuery } from '@tanstack/react-query';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

export type TCompany = TRpcOutputs['companies']['list'][number];

export function useCompanies() {
  return useQuery(orpc.companies.list.queryOptions());
}
